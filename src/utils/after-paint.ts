/**
 * Resolves in the task after the next frame is painted: work a visitor does not see at once (a request, the
 * page behind a dialog turning inert) waits for it, so the frame that answers a press is not held up by it.
 */
export const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/** Calls back once the page has loaded and the browser is idle, or `timeoutMs` after load at the latest. */
export function afterLoadAndIdle(callback: () => void, timeoutMs = 5000) {
  // A browser without requestIdleCallback: in a task of its own after load.
  const idle = () =>
    typeof window.requestIdleCallback === "function"
      ? window.requestIdleCallback(callback, { timeout: timeoutMs })
      : setTimeout(callback, 0);
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}
