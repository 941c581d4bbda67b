import { useEffect, useRef, useState, type CSSProperties } from "react";
import type { PreviewMessage } from "./entry-preview";

/** The widths an entry with a focal point is previewed at: a phone's and a desktop's (the hero's 375 and 1280). */
const SCREENS = [
  { width: 375, label: "Phone (375 px)" },
  { width: 1280, label: "Desktop (1280 px)" },
];

/** The query that makes the preview page a window of one screen width, drawing the entry as the site does there. */
export const SCREEN_PARAMETER = "screen";

// The preview's own boxes, styled here rather than in a style sheet: Gatsby puts every style sheet into every
// page, and these are for the content manager's preview only. Their sizes are measured as it runs anyway.
const PANE: CSSProperties = { padding: "1rem" };
/** A window of one screen's width, scaled down: the box it is shown in, and the frame. */
const WINDOW: CSSProperties = { overflow: "hidden", outline: "1px solid #c9d3e3" };
const FRAME: CSSProperties = { display: "block", border: 0, transformOrigin: "0 0" };

/** The height a screen's window asks for, to show the whole entry; the same page sends it (preview.tsx). */
export interface HeightMessage {
  type: "preview-height";
  height: number;
}

interface ScreensProps {
  message: PreviewMessage;
}

/**
 * The entry at each of SCREENS' widths: this page again, in a frame exactly that wide, so that the site's styles
 * (media queries, the hero's height) lay it out as a phone or a desktop shows it, scaled down to fit the preview
 * pane. Each frame is sent the entry as it changes, when it says it is ready, and says how tall it is.
 */
export function Screens({ message }: ScreensProps) {
  const frames = useRef<(HTMLIFrameElement | null)[]>([]);
  const latest = useRef(message);
  const pane = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState(0);
  const [heights, setHeights] = useState<number[]>(SCREENS.map(() => 150));

  const send = (frame: HTMLIFrameElement | null) => frame?.contentWindow?.postMessage(latest.current, location.origin);

  useEffect(() => {
    latest.current = message;
    frames.current.forEach(send);
  }, [message]);

  useEffect(() => {
    const receive = (event: MessageEvent<{ type?: string; height?: number }>) => {
      const index = frames.current.findIndex((frame) => frame?.contentWindow === event.source);
      if (event.origin !== location.origin || index < 0) return;
      if (event.data?.type === "preview-ready") send(frames.current[index]!);
      const { height } = event.data ?? {};
      if (event.data?.type === "preview-height" && typeof height === "number") {
        setHeights((all) => all.map((h, i) => (i === index ? Math.ceil(height) : h)));
      }
    };
    window.addEventListener("message", receive);
    // The box's width inside its padding: what a frame may take.
    const measure = () => {
      const element = pane.current;
      if (!element) return;
      const { paddingLeft, paddingRight } = getComputedStyle(element);
      setRoom(element.clientWidth - parseFloat(paddingLeft) - parseFloat(paddingRight));
    };
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    if (pane.current) observer?.observe(pane.current);
    measure();
    return () => {
      window.removeEventListener("message", receive);
      observer?.disconnect();
    };
  }, []);

  return (
    <div style={PANE} ref={pane}>
      {SCREENS.map(({ width, label }, i) => {
        // The window at its own size, scaled down to the room there is; its box takes the scaled size.
        const scale = room > 0 ? Math.min(1, room / width) : 1;
        const height = heights[i]!;
        const shown: CSSProperties = { ...WINDOW, width: width * scale, height: height * scale };
        const frame: CSSProperties = { ...FRAME, width, height, transform: `scale(${scale})` };
        return (
          <figure key={width}>
            <figcaption>
              <strong>{label}</strong>
            </figcaption>
            <div style={shown}>
              <iframe
                ref={(element) => {
                  frames.current[i] = element;
                }}
                src={`${location.pathname}?${SCREEN_PARAMETER}=${width}`}
                title={label}
                style={frame}
              />
            </div>
          </figure>
        );
      })}
    </div>
  );
}
