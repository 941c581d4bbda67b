interface SectionHeadingProps {
  id: string;
  title: string;
  label?: string | null;
  html?: string | null;
  level?: "h1" | "h2";
  centered?: boolean;
}

/** The eyebrow label, heading and optional intro that open a section. */
export function SectionHeading({ id, title, label, html, level = "h2", centered = true }: SectionHeadingProps) {
  const Heading = level;
  return (
    <div className={centered ? "text-center mx-auto mb-5 section-heading" : "mb-4"}>
      {label && <p className="eyebrow">{label}</p>}
      <Heading id={id}>{title}</Heading>
      {/* Markdown rendered at build time from content/ */}
      {html && <div className="mt-3" dangerouslySetInnerHTML={{ __html: html }} />}
    </div>
  );
}
