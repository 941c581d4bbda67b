import { useEffect } from "react";

/** What a printout leaves out (global.scss): the hero's pictures, the carousels' controls and copies, the lightbox. */
const NOT_PRINTED = ".d-print-none, [data-js-only], .slick-cloned, dialog";

/** Lets every lazy image that a printout shows load now. */
function loadPrintedImages() {
  document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((img) => {
    if (!img.closest(NOT_PRINTED)) img.setAttribute("loading", "eager");
  });
}

/**
 * A browser prints the page as it stands: a lazy image that has not come near the screen prints as an empty box,
 * and one asked for when printing starts (beforeprint) arrives after the printout is made. So once the page has
 * loaded and the browser is idle, the pictures a printout shows (projects, works, portrait, service icons) load; the hero's other slides and the lightbox's large pictures stay
 * lazy. A visitor who asks for less data (Save-Data) gets them only when printing starts. beforeprint also
 * catches any image rendered since.
 */
export function usePrintableImages() {
  useEffect(() => {
    let idle: number | undefined;
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
    const schedule = () => {
      if (saveData) return;
      idle = window.requestIdleCallback
        ? window.requestIdleCallback(loadPrintedImages, { timeout: 5000 })
        : window.setTimeout(loadPrintedImages, 1000);
    };
    if (document.readyState === "complete") schedule();
    else window.addEventListener("load", schedule, { once: true });
    window.addEventListener("beforeprint", loadPrintedImages);
    return () => {
      window.removeEventListener("load", schedule);
      window.removeEventListener("beforeprint", loadPrintedImages);
      if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
  }, []);
}
