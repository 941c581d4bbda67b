import { Link } from "gatsby";
import { footerLinks } from "../../data/navigation";
import { useCompanyInfo } from "../../hooks/use-company-info";
import { useInsightsLink } from "../../hooks/use-insights-link";
import { ROUTES } from "../../schema/routes";
import { ExternalLink } from "../ui/external-link";
import { Icon } from "../ui/icon";
import { Static } from "../ui/static";
import { Brand } from "./brand";
import * as styles from "./footer.module.scss";

export function Footer() {
  const company = useCompanyInfo();
  const links = footerLinks(useInsightsLink());
  return (
    <Static as="footer" className={styles.footer}>
      <div className="container">
        {/* Wide gutters from 576 px only: a narrower container spans the screen, and the row's wider
            negative margins would make the page scroll sideways. */}
        <div className="row gy-5 gx-sm-5">
          <div className="col-md-6 col-lg-3">
            <Brand className={styles.brand} />
            <p className="mt-3">{company.blurb}</p>
          </div>
          <nav className="col-md-6 col-lg-3" aria-labelledby="quick-links-title">
            <h2 id="quick-links-title" className={styles.heading}>
              Quick Links
            </h2>
            <ul className={styles.list}>
              {links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="col-md-6 col-lg-3">
            <h2 className={styles.heading}>Address</h2>
            <address className={styles.list}>
              <p>
                <Icon name="pin" />
                {company.address}
              </p>
              <p>
                <Icon name="phone" />
                <a href={company.phoneHref}>{company.phone}</a>
              </p>
              <p>
                <Icon name="mail" />
                <a href={`mailto:${company.email}`}>{company.email}</a>
              </p>
              <p>
                <Icon name="clock" />
                {company.hours}
              </p>
            </address>
          </div>
          <div className="col-md-6 col-lg-3">
            <h2 className={styles.heading}>Connect With Us</h2>
            <ExternalLink href={company.socialUrl} className={styles.social}>
              <Icon name={company.socialIcon} size={20} />
              {company.socialLabel}
            </ExternalLink>
          </div>
        </div>
      </div>
      <div className={styles.bottom}>
        <div className="container d-md-flex justify-content-between text-center gap-3">
          <p>
            &copy; <Link to={ROUTES.home}>{company.name}</Link>, All Rights Reserved.
          </p>
          <p>
            Designed By <ExternalLink href={company.creditUrl}>{company.creditName}</ExternalLink>
          </p>
        </div>
      </div>
    </Static>
  );
}
