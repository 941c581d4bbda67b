import type { HTMLAttributes, ReactNode, Ref } from "react";
import { useHydratingServerMarkup } from "../../hooks/use-hydrated";

/**
 * Given as an element's inner HTML while React hydrates it, this keeps the server's children as they are: React
 * neither walks nor replaces the children of an element whose inner HTML it sets, and never sets it again while
 * the object is the same one.
 */
const SERVER_CHILDREN = { __html: "" };

interface StaticProps extends HTMLAttributes<HTMLElement> {
  as: "div" | "footer" | "header" | "nav" | "section";
  ref?: Ref<HTMLElement>;
  children: ReactNode;
}

/**
 * An element whose content never changes, rendered as `as` with its props. In the page the server wrote, React
 * takes over the element itself (its props, ref and handlers, which also hear events from inside it) and leaves
 * its content as the server wrote it: no component inside renders, hydrates or runs an effect, so a section of
 * text, pictures and links costs the start-up nothing (docs/architecture.md, "Hydration rules"). Its links are
 * then plain links, which gatsby-plugin-catch-links routes in the browser, and its pictures
 * gatsby-plugin-image's own page script shows. In a page rendered in the browser (one a link led to), there is no
 * server markup, and the content renders as usual. Which of the two is decided once, when the element mounts.
 */
export function Static({ as, children, ...props }: StaticProps) {
  // Typed as one of them: they differ in their DOM interface, not in the props and ref given here.
  const Tag = as as "section";
  return useHydratingServerMarkup() ? (
    <Tag {...props} dangerouslySetInnerHTML={SERVER_CHILDREN} suppressHydrationWarning />
  ) : (
    <Tag {...props}>{children}</Tag>
  );
}
