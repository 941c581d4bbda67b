import { useId, useRef, type CSSProperties, type ReactElement } from "react";
import SlickSlider, { type Settings } from "react-slick";
import { useInertHiddenSlides } from "../../hooks/use-inert-hidden-slides";
import { useReducedMotion } from "../../hooks/use-reduced-motion";
import { slidesPerViewAt, useSlidesPerView, type SlideLayout } from "../../hooks/use-slides-per-view";
import { HydrateWhenNear } from "./hydrate-when-near";
import "./slick.scss";
import * as styles from "./slider.module.scss";

interface SliderProps {
  layout: SlideLayout;
  settings: Settings;
  className?: string;
  children: ReactElement[];
}

/**
 * The server renders the widest layout: react-slick with that many clones at each end of its track,
 * placed by `left`, or a grid when every slide fits. Until scripts lay the slider out (react-slick moves
 * its track by transform), these rules show the viewport's count instead: the track with as many leading
 * clones as react-slick will keep, or the grid as one row of that many, so no slide, track or later
 * content moves when scripts take over. Slides the server did not mark active are out of view until then,
 * and hidden outright, so Tab cannot reach their buttons before the slider hydrates (after hydration they
 * are inert). Without scripts the no-JS styles show a grid instead.
 */
function beforeHydration(id: string, layout: SlideLayout, slides: number, loops: boolean, centerMode: boolean) {
  const widest = slidesPerViewAt(layout, Infinity);
  const root = `[data-slider="${id}"]`;
  const track = `${root} .slick-track[style*="left:"]`;
  // Each rule names the slide's class: a rule that ends in :nth-child or :not alone would restyle every slide's
  // whole subtree each time react-slick writes the track's style, on every slide change.
  const slide = `${track}>.slick-slide`;
  // react-slick clones as many slides as it shows at each end of a looping track, one more when centred.
  const clones = (shown: number) => shown + (centredAt(centerMode, shown) ? 1 : 0);
  const rules = (shown: number, media: string) => {
    const laidOut = slides + clones(widest) + clones(shown);
    // The leading clones are off screen to the left; a centred track moves back by half the slides it shows,
    // rounded down, as react-slick's getTrackLeft does.
    const back = centredAt(centerMode, shown) ? Math.floor(shown / 2) : 0;
    const left = ((clones(shown) - back) * 100) / shown;
    const grid = `${root}>.${styles.fixedGrid}{grid-template-columns:none;grid-auto-flow:column;overflow:hidden;grid-auto-columns:calc((100% - ${shown - 1} * var(--slide-gap)) / ${shown})}`;
    const slick = loops
      ? `${track}{width:${(laidOut * 100) / shown}%!important;left:-${left}%!important}` +
        `${slide}{width:${100 / laidOut}%!important}` +
        // Every step first shows all slides again, then hides its surplus leading clones.
        `${slide}:nth-child(n){display:block}${slide}:nth-child(-n+${clones(widest) - clones(shown)}){display:none}`
      : "";
    return `@media ${media}{${grid}${slick}}`;
  };
  // On screen only: a printout shows every slide (global.scss).
  const steps = Object.entries(layout.breakpoints).map(([min, shown]) =>
    rules(shown, `screen and (scripting:enabled) and (min-width:${min}px)`),
  );
  const unreachable = loops
    ? `@media screen and (scripting:enabled){${slide}:not(.slick-active){visibility:hidden}}`
    : "";
  return [rules(layout.slidesPerView, "screen and (scripting:enabled)"), ...steps, unreachable].join("");
}

/**
 * Whether a centred slider centres at this count: only an odd one has a middle slide. With an even count
 * react-slick shows the current slide and the one before it, but marks the one after active (and so not
 * inert, a slide out of view that a screen reader would read): such a step slides as a plain loop instead.
 */
const centredAt = (centerMode: boolean, shown: number) => centerMode && shown % 2 === 1;

/**
 * react-slick with a mobile-first layout, spacing between slides, unreachable hidden slides and reduced motion.
 * It hydrates when it comes near the viewport or a visitor reaches into it: react-slick's set-up measures the page
 * (on /, a forced style of the whole section, which content-visibility had left for later) and renders its slides
 * again, work a carousel further down the page should not add to the start-up (docs/architecture.md, "Overrides
 * of the framework").
 */
export function Slider(props: SliderProps) {
  const id = useId();
  return (
    <HydrateWhenNear selector={`[data-slider="${id}"]`}>
      <SliderBody id={id} {...props} />
    </HydrateWhenNear>
  );
}

function SliderBody({ id, layout, settings, className = "", children }: SliderProps & { id: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useInertHiddenSlides(ref);
  // react-slick renders the whole carousel again on every mouse release in it, also one whose press it did
  // not see (a View button keeps its press to itself): such a release is not passed on to it.
  const pressed = useRef(false);
  const slidesToShow = useSlidesPerView(layout);
  // Under reduced motion a slide change is a cut, not a slide.
  const speed = useReducedMotion() ? 0 : settings.speed;
  const vars = { "--slide-gap": `${layout.spaceBetween}px`, "--slides-per-view": slidesToShow } as CSSProperties;
  const loops = settings.infinite !== false;
  const slick = children.length > slidesToShow;
  return (
    // data-slick marks react-slick's markup for the build (plugins/publish/slides.ts).
    <div
      ref={ref}
      data-slider={id}
      data-slick={slick || undefined}
      className={`${styles.slider} ${className}`}
      style={vars}
      onMouseDown={() => (pressed.current = true)}
      onMouseUpCapture={(event) => {
        if (!pressed.current) event.stopPropagation();
        pressed.current = false;
      }}
    >
      {/* As HTML: React would escape the quotes of a text child, and the CSS would differ from the server's. */}
      <style
        dangerouslySetInnerHTML={{
          __html: beforeHydration(id, layout, children.length, loops, Boolean(settings.centerMode)),
        }}
      />
      {slick ? (
        <SlickSlider
          {...settings}
          centerMode={centredAt(Boolean(settings.centerMode), slidesToShow)}
          speed={speed}
          slidesToShow={slidesToShow}
        >
          {children}
        </SlickSlider>
      ) : (
        // Everything fits in view, so nothing slides (react-slick would mark a visible slide aria-hidden).
        <div className={styles.fixedGrid}>{children}</div>
      )}
    </div>
  );
}
