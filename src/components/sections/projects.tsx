import { graphql, Link } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { useRef, type MouseEvent } from "react";
import type { Settings } from "react-slick";
import { worksLink } from "../../data/navigation";
import { slidesPerViewAt } from "../../hooks/use-slides-per-view";
import { Icon } from "../ui/icon";
import { SectionHeading } from "../ui/section-heading";
import { Lightbox, type LightboxHandle, type LightboxItem } from "../ui/lightbox";
import { Slide } from "../ui/slide";
import { Slider } from "../ui/slider";
import { PROJECT_LAYOUT } from "./carousel-layouts";
import { ProjectCard } from "./project-card";
import * as styles from "./projects.module.scss";

// The layout lives in a module of its own, without Sass, which the browser suite reads too.

/** The slides in the widest view: on /projects their images load at once. */
const FIRST_VIEW = slidesPerViewAt(PROJECT_LAYOUT, Infinity);

export const twoDigits = (n: number) => String(n).padStart(2, "0");

export const PROJECT_SLIDER_SETTINGS: Settings = {
  dots: true,
  arrows: false,
  infinite: true,
  speed: 500,
  slidesToScroll: 1,
  customPaging: (i) => (
    <button type="button" aria-label={`Slide ${twoDigits(i + 1)}`}>
      {twoDigits(i + 1)}
    </button>
  ),
};

const stopPropagation = (event: MouseEvent) => event.stopPropagation();

type Project = Queries.ProjectsDataFragment["allProject"]["nodes"][number];

const toLightboxItem = (project: Project): LightboxItem => ({
  title: project.title,
  description: project.description,
  alt: project.alt,
  image: getImage(project.large.childImageSharp?.gatsbyImageData ?? null),
});

interface ProjectsProps {
  data: Queries.ProjectsDataFragment;
  /** On /projects the carousel is on the first screen: its first view's images load at once. */
  aboveTheFold?: boolean;
}

/** The project carousel (react-slick) with its lightbox. */
export function Projects({ data, aboveTheFold = false }: ProjectsProps) {
  const projects = data.allProject.nodes;
  const lightbox = useRef<LightboxHandle>(null);
  return (
    <section className="section" aria-labelledby="projects-title" data-section="projects">
      <div className="container">
        <SectionHeading id="projects-title" section={data.projectsSection} />
        <div role="region" aria-roledescription="carousel" aria-label="Projects" className={styles.carousel}>
          <Slider layout={PROJECT_LAYOUT} settings={PROJECT_SLIDER_SETTINGS}>
            {projects.map((project, i) => {
              const image = getImage(project.imageCard.childImageSharp?.gatsbyImageData ?? null);
              return (
                <Slide key={project.slug} index={i} count={projects.length} className={styles.slide}>
                  <ProjectCard
                    title={project.title}
                    description={project.description}
                    image={
                      image && (
                        <GatsbyImage
                          image={image}
                          alt={project.alt}
                          loading={aboveTheFold && i < FIRST_VIEW ? "eager" : "lazy"}
                        />
                      )
                    }
                  >
                    <button
                      type="button"
                      data-js-only
                      className={styles.eye}
                      onClick={() => lightbox.current?.open(i)}
                      onPointerEnter={() => lightbox.current?.prepare(i)}
                      onFocus={() => lightbox.current?.prepare(i)}
                      // A mouse press on the button is not the start of a drag (react-slick would render the
                      // whole carousel again on the way down, and the Slider then keeps the release from it,
                      // before the lightbox opens); a finger may still swipe the carousel from it.
                      onMouseDown={stopPropagation}
                      aria-label={`View ${project.title}`}
                    >
                      <Icon name="eye" size={24} />
                    </button>
                  </ProjectCard>
                </Slide>
              );
            })}
          </Slider>
        </div>
        <p className={styles.more}>
          <Link to={worksLink.to} className="btn btn-outline-primary">
            {worksLink.label}
          </Link>
        </p>
      </div>
      <Lightbox items={projects.map(toLightboxItem)} ref={lightbox} />
    </section>
  );
}

/** @public Gatsby reads a fragment only from an exported graphql tag. */
export const query = graphql`
  fragment ProjectsData on Query {
    projectsSection: section(key: { eq: "projects" }) {
      ...SectionHeading
    }
    allProject(sort: [{ order: ASC }, { slug: ASC }]) {
      nodes {
        slug
        title
        description
        alt
        imageCard {
          childImageSharp {
            gatsbyImageData(width: 400, aspectRatio: 1.5)
          }
        }
        large: imageCard {
          childImageSharp {
            gatsbyImageData(width: 960, aspectRatio: 1.5)
          }
        }
      }
    }
  }
`;
