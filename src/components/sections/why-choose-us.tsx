import { graphql } from "gatsby";
import { Icon } from "../ui/icon";
import { SectionHeading } from "../ui/section-heading";
import { Static } from "../ui/static";
import * as styles from "./why-choose-us.module.scss";

interface WhyChooseUsProps {
  data: Queries.WhyChooseUsDataFragment;
}

export function WhyChooseUs({ data }: WhyChooseUsProps) {
  return (
    <Static as="section" className={`section ${styles.section}`} aria-labelledby="why-title" data-section="why">
      <div className="container">
        <SectionHeading id="why-title" section={data.whySection} />
        <ol className={styles.grid}>
          {data.allWhyPoint.nodes.map((point) => (
            <li key={point.slug} className={styles.point}>
              <span className={styles.badge}>
                <Icon name="check" size={24} />
              </span>
              <h3 className={styles.title}>{point.title}</h3>
              <p className={styles.text}>{point.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </Static>
  );
}

/** @public Gatsby reads a fragment only from an exported graphql tag. */
export const query = graphql`
  fragment WhyChooseUsData on Query {
    whySection: section(key: { eq: "why" }) {
      ...SectionHeading
    }
    allWhyPoint(sort: [{ order: ASC }, { slug: ASC }]) {
      nodes {
        slug
        title
        text
      }
    }
  }
`;
