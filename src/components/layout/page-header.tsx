import { Link } from "gatsby";
import { ROUTES } from "../../schema/routes";
import { Static } from "../ui/static";
import * as styles from "./page-header.module.scss";

interface Crumb {
  label: string;
  to?: string;
}

interface PageHeaderProps {
  title: string;
  /** The trail above this page; the page itself is added as the current item. */
  trail?: Crumb[];
}

/** The page's title (its h1) and breadcrumb. */
export function PageHeader({ title, trail = [{ label: "Home", to: ROUTES.home }] }: PageHeaderProps) {
  return (
    <Static as="header" className={styles.header} data-section="page-header">
      <div className="container">
        <h1 className={styles.title}>{title}</h1>
        <nav aria-label="breadcrumb">
          <ol className="breadcrumb justify-content-center mb-0">
            {trail.map((crumb) => (
              <li className="breadcrumb-item" key={crumb.label}>
                {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : crumb.label}
              </li>
            ))}
            <li className="breadcrumb-item active" aria-current="page">
              {title}
            </li>
          </ol>
        </nav>
      </div>
    </Static>
  );
}
