import { graphql } from "gatsby";

interface SectionHeadingProps {
  id: string;
  /** The section's entry in content/sections/ (null only if the file is missing, which the build rejects). */
  section: Queries.SectionHeadingFragment | null;
  level?: "h1" | "h2";
}

/** The eyebrow label, heading and optional intro that open a section. */
export function SectionHeading({ id, section, level = "h2" }: SectionHeadingProps) {
  if (!section) return null;
  const Heading = level;
  return (
    <div className="text-center mx-auto mb-5 section-heading">
      {section.label && <p className="eyebrow">{section.label}</p>}
      <Heading id={id}>{section.title}</Heading>
      {/* Markdown rendered at build time from content/sections/ */}
      {section.html && <div className="mt-3" dangerouslySetInnerHTML={{ __html: section.html }} />}
    </div>
  );
}

/** @public Gatsby reads a fragment only from an exported graphql tag. */
export const query = graphql`
  fragment SectionHeading on Section {
    label
    title
    html
  }
`;
