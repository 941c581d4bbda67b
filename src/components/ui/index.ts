export { ExternalLink } from "./external-link";
export { Icon, type IconName } from "./icon";
export { SectionHeading } from "./section-heading";
