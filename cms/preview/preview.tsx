import type { HeadFC } from "gatsby";
import { useEffect, useState, useSyncExternalStore } from "react";
import { atTwoWidths, missingPreviews, PREVIEWS, type PreviewMessage } from "./entry-preview";
import { SCREEN_PARAMETER, Screens, type HeightMessage } from "./screens";

// Checked as the build renders this page: a collection the content model marks for preview (collections.ts) but
// that has no preview here stops the build, named, rather than showing editors an empty pane.
const missing = missingPreviews();
if (missing.length > 0) {
  throw new Error(
    `The content manager's preview (cms/preview/preview.tsx) draws no ${missing.join(", ")}: src/schema/collections.ts marks ${missing.length > 1 ? "them" : "it"} for preview; add ${missing.length > 1 ? "their components" : "its component"} to PREVIEWS (cms/preview/entry-preview.tsx), or drop the mark`,
  );
}

const noSubscription = () => () => {};
/** The width this window draws the entry at, when it is one of the preview's screens (screens.tsx). */
const screenWidth = () => new URLSearchParams(location.search).get(SCREEN_PARAMETER);

/** Tells the window that frames this one how tall the entry is, as it loads and changes (screens.tsx). */
function useReportHeight(active: boolean) {
  useEffect(() => {
    if (!active || typeof ResizeObserver === "undefined") return;
    const main = document.querySelector("main")!;
    const report = () => {
      const message: HeightMessage = { type: "preview-height", height: main.getBoundingClientRect().bottom + scrollY };
      window.parent.postMessage(message, location.origin);
    };
    const observer = new ResizeObserver(report);
    observer.observe(main);
    return () => observer.disconnect();
  }, [active]);
}

/**
 * The content manager's preview of an entry, drawn by the site's own components in the site's own styles. The
 * content manager shows this page in its preview pane and sends it the entry being edited, on every change; the
 * page answers only its own site's windows. An entry with a focal point is shown at a phone's and a desktop's
 * width, each in this page again (?screen=<width>), which the page frames and sends the entry to.
 */
const AdminPreviewPage = () => {
  const [message, setMessage] = useState<PreviewMessage | null>(null);
  // Read once the page runs: the server's page, which hydration matches, is the content manager's.
  const screen = useSyncExternalStore(noSubscription, screenWidth, () => null);
  useEffect(() => {
    const width = screenWidth();
    const receive = (event: MessageEvent<PreviewMessage>) => {
      if (event.origin === window.location.origin && event.data?.type === "preview") setMessage(event.data);
    };
    window.addEventListener("message", receive);
    // A screen's window is framed by this page; the page itself by the content manager.
    (width ? window.parent : window.top)?.postMessage({ type: "preview-ready" }, window.location.origin);
    return () => window.removeEventListener("message", receive);
  }, []);
  useReportHeight(screen !== null);
  const draw = message && PREVIEWS[message.collection];
  let shown = null;
  if (!message)
    shown = screen === null && <p className="container py-4">The content manager shows its previews here.</p>;
  else if (draw)
    shown = screen === null && atTwoWidths(message.collection) ? <Screens message={message} /> : draw(message);
  return <main>{shown}</main>;
};

export default AdminPreviewPage;

export const Head: HeadFC = () => (
  <>
    <title>Preview</title>
    <meta name="robots" content="noindex, nofollow" />
  </>
);
