import { useCompanyInfo } from "../../hooks/use-company-info";
import { ExternalLink } from "../ui/external-link";
import { Icon, type IconName } from "../ui/icon";
import { Static } from "../ui/static";
import * as styles from "./top-bar.module.scss";

interface ContactBlockProps {
  icon: IconName;
  label: string;
  value: string;
  href: string;
}

function ContactBlock({ icon, label, value, href }: ContactBlockProps) {
  return (
    <a className={styles.contact} href={href}>
      <span className={styles.contactIcon}>
        <Icon name={icon} size={18} />
      </span>
      <span>
        <span className={styles.contactLabel}>{label}</span>
        <span className={styles.contactValue}>{value}</span>
      </span>
    </a>
  );
}

/**
 * The strip above the navbar: social link and opening hours; phone and email from 992 px up. Not printed: the
 * footer, which is, gives all of it.
 */
export function TopBar() {
  const company = useCompanyInfo();
  return (
    <Static as="div" className={`d-print-none ${styles.topBar}`} id="top" tabIndex={-1}>
      <div className="container d-flex flex-wrap align-items-center justify-content-between gap-2">
        <p className={styles.item}>
          Follow us
          <ExternalLink href={company.socialUrl} className={styles.social}>
            <Icon name={company.socialIcon} />
            {company.socialLabel}
          </ExternalLink>
        </p>
        <div className={`d-none d-lg-flex gap-4 ${styles.contacts}`} data-testid="contact-blocks">
          <ContactBlock icon="phone" label="Call Us" value={company.phone} href={company.phoneHref} />
          <ContactBlock icon="mail" label="Email Us" value={company.email} href={`mailto:${company.email}`} />
        </div>
        {/* The icon follows the hours in the markup and is drawn before them (row-reverse): should the page
            paint while this is still being parsed, the hours, at the right edge, are already in place. */}
        <p className={`${styles.item} ${styles.hours}`}>
          {company.hours}
          <Icon name="clock" />
        </p>
      </div>
    </Static>
  );
}
