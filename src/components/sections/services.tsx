import { graphql, Link } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { SectionHeading } from "../ui";
import * as styles from "./services.module.scss";

interface ServicesProps {
  data: Queries.ServicesDataFragment;
}

/** Six service tiles. A tile has no page of its own, so its link leads to its place on /services. */
export function Services({ data }: ServicesProps) {
  return (
    <section className="section" aria-labelledby="services-title" data-section="services">
      <div className="container">
        <SectionHeading id="services-title" section={data.servicesSection} />
        <ul className={styles.grid}>
          {data.allService.nodes.map((service) => {
            const icon = getImage(service.icon.childImageSharp?.gatsbyImageData ?? null);
            return (
              <li key={service.slug} id={service.slug} className={styles.tile}>
                {icon && <GatsbyImage image={icon} alt="" className={styles.icon} />}
                <h3 className={styles.title}>
                  <Link to={`/services#${service.slug}`} className={styles.link}>
                    {service.title}
                  </Link>
                </h3>
                <p className={styles.text}>{service.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

export const query = graphql`
  fragment ServicesData on Query {
    servicesSection: section(key: { eq: "services" }) {
      ...SectionHeading
    }
    allService(sort: { order: ASC }) {
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
