import { graphql, Link } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { ROUTES } from "../../schema/routes";
import { Static } from "../ui/static";
import * as styles from "./about.module.scss";
import { Portrait, portraitImage } from "./portrait";

interface AboutProps {
  data: Queries.AboutDataFragment;
  /** "Read More" leads to /about, so the about page itself leaves it out. */
  readMore?: boolean;
}

export function About({ data, readMore = true }: AboutProps) {
  const about = data.about;
  if (!about) return null;
  const portrait = getImage(about.portraitCard.childImageSharp?.gatsbyImageData ?? null);
  return (
    <Static as="section" className="section" aria-labelledby="about-title" data-section="about">
      <div className="container">
        {/* Wide gutters from 576 px only: a narrower container spans the screen, and the row's wider
            negative margins would make the page scroll sideways. */}
        <div className="row gy-5 gx-sm-5 align-items-center">
          <div className="col-lg-7">
            <p className="eyebrow">{about.label}</p>
            <h2 id="about-title">{about.title}</h2>
            {/* Markdown rendered at build time from content/about/about.md */}
            <div className={styles.text} dangerouslySetInnerHTML={{ __html: about.html }} />
            {readMore && (
              <Link to={ROUTES.about} className="btn btn-primary mt-2">
                Read More<span className="visually-hidden"> about us</span>
              </Link>
            )}
          </div>
          <div className="col-lg-5">
            <Portrait
              image={portrait && <GatsbyImage image={portrait} alt={about.portraitAlt} className={portraitImage} />}
              name={about.founderName}
              role={about.founderRole}
            />
          </div>
        </div>
      </div>
    </Static>
  );
}

/** @public Gatsby reads a fragment only from an exported graphql tag. */
export const query = graphql`
  fragment AboutData on Query {
    about {
      label
      title
      html
      portraitAlt
      founderName
      founderRole
      portraitCard {
        childImageSharp {
          gatsbyImageData(width: 460, aspectRatio: 0.8333)
        }
      }
    }
  }
`;
