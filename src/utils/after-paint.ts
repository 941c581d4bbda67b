/**
 * Resolves in the task after the next frame is painted: work a visitor does not see at once (a request, the
 * page behind a dialog turning inert) waits for it, so the frame that answers a press is not held up by it.
 */
export const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
