import { graphql } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import type { Settings } from "react-slick";
import { SectionHeading } from "../ui/section-heading";
import { Slide } from "../ui/slide";
import { Slider } from "../ui/slider";
import { WORKS_LAYOUT } from "./carousel-layouts";
import { WorkCard, workCard } from "./work-card";
import * as styles from "./works.module.scss";

export const WORKS_SLIDER_SETTINGS: Settings = {
  infinite: true,
  centerMode: true,
  centerPadding: "0px",
  arrows: false,
  dots: false,
  draggable: true,
  swipeToSlide: true,
  speed: 500,
};

interface WorksProps {
  data: Queries.WorksDataFragment;
}

/** The Our Works section of /software: its title (the page's h1), intro and slider. */
export function Works({ data }: WorksProps) {
  const works = data.allWorkSlide.nodes;
  return (
    <section className={`section ${styles.section}`} aria-labelledby="works-title" data-section="works">
      <div className="container">
        <SectionHeading id="works-title" level="h1" section={data.worksSection} />
        <div role="region" aria-roledescription="carousel" aria-label="Works" className={styles.works}>
          <Slider layout={WORKS_LAYOUT} settings={WORKS_SLIDER_SETTINGS}>
            {works.map((work, i) => {
              const image = getImage(work.imageCard.childImageSharp?.gatsbyImageData ?? null);
              return (
                <Slide key={work.slug} index={i} count={works.length} className={workCard}>
                  <WorkCard
                    title={work.title}
                    text={work.text}
                    image={image && <GatsbyImage image={image} alt={work.alt} draggable={false} />}
                  />
                </Slide>
              );
            })}
          </Slider>
          {/* Below 768 px a card is too narrow for its words: it shows its picture, and the works are read
              here, in the cards' order. Screen readers read them in their slides (visually hidden there). */}
          <div className={styles.caption} aria-hidden="true">
            {works.map((work) => (
              <div key={work.slug}>
                <p className={styles.captionTitle}>{work.title}</p>
                <p className={styles.captionText}>{work.text}</p>
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

/** @public Gatsby reads a fragment only from an exported graphql tag. */
export const query = graphql`
  fragment WorksData on Query {
    worksSection: section(key: { eq: "works" }) {
      ...SectionHeading
    }
    allWorkSlide(sort: [{ order: ASC }, { slug: ASC }]) {
      nodes {
        slug
        title
        text
        alt
        imageCard {
          childImageSharp {
            gatsbyImageData(width: 400, aspectRatio: 1.5)
          }
        }
      }
    }
  }
`;
