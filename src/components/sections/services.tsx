import { graphql } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { SectionHeading } from "../ui/section-heading";
import { Static } from "../ui/static";
import { ServiceTile, serviceIcon } from "./service-tile";
import * as styles from "./services.module.scss";

interface ServicesProps {
  data: Queries.ServicesDataFragment;
}

/** The service tiles. */
export function Services({ data }: ServicesProps) {
  return (
    <Static as="section" className="section" aria-labelledby="services-title" data-section="services">
      <div className="container">
        <SectionHeading id="services-title" section={data.servicesSection} />
        <ul className={styles.grid}>
          {data.allService.nodes.map((service) => {
            const icon = getImage(service.icon.childImageSharp?.gatsbyImageData ?? null);
            return (
              <ServiceTile
                key={service.slug}
                slug={service.slug}
                title={service.title}
                text={service.text}
                icon={icon && <GatsbyImage image={icon} alt="" className={serviceIcon} />}
              />
            );
          })}
        </ul>
      </div>
    </Static>
  );
}

/** @public Gatsby reads a fragment only from an exported graphql tag. */
export const query = graphql`
  fragment ServicesData on Query {
    servicesSection: section(key: { eq: "services" }) {
      ...SectionHeading
    }
    allService(sort: [{ order: ASC }, { slug: ASC }]) {
      nodes {
        slug
        title
        text
        icon {
          childImageSharp {
            gatsbyImageData(width: 64, height: 64, layout: FIXED)
          }
        }
      }
    }
  }
`;
