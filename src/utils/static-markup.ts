import type { ReactNode } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";

let placeholders = 0;

/**
 * `renderToStaticMarkup` for the browser, in place of React's server renderer (which every page would load:
 * docs/architecture.md, "Overrides of the framework"). Its one user there is gatsby-plugin-image, which renders an image it shows after
 * start-up (a page reached by a link, a carousel's slide) to a string for `innerHTML`. React's own client
 * renderer, already on every page, renders it into a detached element.
 *
 * gatsby-plugin-image also renders an image it has shown before from a layout effect, while React is
 * committing, and React then renders nothing until the commit ends: the string is a placeholder, which the
 * markup replaces as soon as it is rendered, in the same task, before the browser paints.
 */
export function renderToStaticMarkup(node: ReactNode): string {
  const container = document.createElement("div");
  const root = createRoot(container);
  flushSync(() => root.render(node));
  if (container.hasChildNodes() || node === null || node === undefined) {
    const html = container.innerHTML;
    root.unmount();
    return html;
  }
  const id = `static-markup-${++placeholders}`;
  const observer = new MutationObserver(() => {
    observer.disconnect();
    const placeholder = document.getElementById(id);
    if (placeholder) placeholder.outerHTML = container.innerHTML;
    root.unmount();
  });
  observer.observe(container, { childList: true });
  return `<template id="${id}"></template>`;
}
