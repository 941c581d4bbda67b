import { Fragment, type ReactElement, type ReactNode } from "react";

/**
 * `renderToStaticMarkup` for the browser, in place of React's server renderer (11 KB brotli that every page
 * loaded). Its one user there is gatsby-plugin-image, which renders an image it shows after start-up (a
 * page reached by a link, a carousel's clone) to a string for `innerHTML`: a tree of plain elements and
 * function components without hooks. The unit test holds it to React's output for that tree.
 */
export function renderToStaticMarkup(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string" || typeof node === "number") return escape(String(node));
  if (Array.isArray(node)) return node.map(renderToStaticMarkup).join("");
  const { type, props } = node as ReactElement<Props>;
  if (type === Fragment) return renderToStaticMarkup(props.children);
  if (typeof type === "function") return renderToStaticMarkup((type as (p: Props) => ReactNode)(props));
  if (typeof type !== "string") throw new Error("static-markup renders elements and function components only");
  const open = `<${type}${attributes(props)}>`;
  if (VOID.has(type)) return open;
  const inner = props.dangerouslySetInnerHTML?.__html ?? renderToStaticMarkup(props.children);
  return `${open}${inner}</${type}>`;
}

interface Props {
  children?: ReactNode;
  dangerouslySetInnerHTML?: { __html: string };
  [name: string]: unknown;
}

const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);
const NOT_ATTRIBUTES = new Set(["children", "dangerouslySetInnerHTML", "key", "ref", "suppressHydrationWarning"]);
const NAMES: Record<string, string> = { className: "class", htmlFor: "for" };
// React's unitless style properties: a number is written as it is, not in px.
const UNITLESS =
  /^(animationIterationCount|aspectRatio|borderImage(Outset|Slice|Width)|boxFlex(Group)?|boxOrdinalGroup|columnCount|columns|flex(Grow|Positive|Shrink|Negative|Order)?|grid(Area|Row|RowEnd|RowSpan|RowStart|Column|ColumnEnd|ColumnSpan|ColumnStart)|fontWeight|lineClamp|lineHeight|opacity|order|orphans|scale|tabSize|widows|zIndex|zoom|fillOpacity|floodOpacity|stopOpacity|strokeDash(array|offset)|strokeMiterlimit|strokeOpacity|strokeWidth)$/;

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c]!);

function attributes(props: Props): string {
  let out = "";
  for (const [name, value] of Object.entries(props)) {
    if (NOT_ATTRIBUTES.has(name) || value === null || value === undefined || typeof value === "function") continue;
    // aria-* and data-* write booleans as words; other attributes are present (true) or absent (false).
    const wordy = /^(aria|data)-/.test(name);
    if (typeof value === "boolean" && !wordy && !value) continue;
    const text =
      name === "style" ? style(value as Record<string, unknown>) : value === true && !wordy ? "" : String(value);
    out += ` ${NAMES[name] ?? name}="${escape(text)}"`;
  }
  return out;
}

function style(declarations: Record<string, unknown>): string {
  return Object.entries(declarations)
    .filter(([, value]) => value !== null && value !== undefined && typeof value !== "boolean" && value !== "")
    .map(([property, value]) => {
      const name = property.startsWith("--")
        ? property
        : property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/^ms-/, "-ms-");
      const unprefixed = property.replace(/^(Webkit|Moz|ms|O)([A-Z])/, (_, __, c: string) => c.toLowerCase());
      const unit = typeof value === "number" && value !== 0 && !UNITLESS.test(unprefixed) ? "px" : "";
      return `${name}:${String(value).trim()}${unit}`;
    })
    .join(";");
}
