import { Link } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { useCompanyInfo } from "../../hooks/use-company-info";
import { ROUTES } from "../../schema/routes";
import * as styles from "./brand.module.scss";

interface BrandProps {
  className?: string;
}

/** The logo and company name, linking home. */
export function Brand({ className = "" }: BrandProps) {
  const company = useCompanyInfo();
  const logo = getImage(company.logo.childImageSharp?.gatsbyImageData ?? null);
  return (
    <Link to={ROUTES.home} className={`${styles.brand} ${className}`}>
      {logo && <GatsbyImage image={logo} alt="" loading="eager" className={styles.logo} />}
      <span>{company.name}</span>
    </Link>
  );
}
