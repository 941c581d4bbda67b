import { graphql } from "gatsby";
import { GatsbyImage, getImage, withArtDirection } from "gatsby-plugin-image";
import { useCallback, useDeferredValue, useMemo, useState } from "react";
import { useAutoplay } from "../../hooks/use-autoplay";
import { useReducedMotion } from "../../hooks/use-reduced-motion";
import { BREAKPOINTS, below } from "../../styles/breakpoints";
import { step } from "../../utils/cycle";
import { Icon } from "../ui/icon";
import { Picture } from "../ui/picture";
import { Slide } from "../ui/slide";
import { SlideShow } from "../ui/slide-show";
import { HeroSlide, heroImage } from "./hero-slide";
import * as styles from "./hero.module.scss";

/** How long a slide shows: our choice (docs/product.md, "Decisions"), time to read a two-line caption. */
export const HERO_INTERVAL_MS = 6000;
/** How long a slide change takes (docs/product.md, "Numbers"). */
export const HERO_TRANSITION_MS = 600;
/** Where a phone's square cut of each picture is shown: below Bootstrap's md. */
const PHONE_MEDIA = below(BREAKPOINTS.md);

/** A focal point ("0.35,0.6") as CSS object-position ("35% 60%"); the centre when there is none. */
export const objectPosition = (focus: string | null | undefined) => {
  const [x = 0.5, y = 0.5] = focus?.split(",").map(Number) ?? [];
  return `${x * 100}% ${y * 100}%`;
};

/** The slides whose controls fit one row on the narrowest phone (320 px); with more, they take two. */
const MAX_SLIDES_IN_ONE_ROW = 3;

interface HeroProps {
  data: Queries.HeroDataFragment;
}

/** The home page's carousel, following the WAI-ARIA carousel pattern. */
export function Hero({ data }: HeroProps) {
  const slides = data.allHeroSlide.nodes;
  const count = slides.length;
  const [index, setIndex] = useState(0);
  // Rotation starts by itself unless the visitor prefers reduced motion; the button overrides either way.
  const reducedMotion = useReducedMotion();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const playing = chosen ?? !reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const next = useCallback(() => setIndex((i) => step(i, 1, count)), [count]);
  const previous = () => setIndex((i) => step(i, -1, count));
  // A single slide has nothing to move to: no rotation and no controls.
  const moves = count > 1;
  useAutoplay(next, HERO_INTERVAL_MS, moves && playing && !hovered && !focused, index);
  // The slides' content (picture, caption, link) does not depend on the slide shown, so React skips it when
  // the slide changes; hovering or focusing the hero only pauses it, and renders no slide again.
  const contents = useMemo(
    () =>
      slides.map((slide, i) => {
        const wide = getImage(slide.image.childImageSharp?.gatsbyImageData ?? null);
        const phone = getImage(slide.imagePhone.childImageSharp?.gatsbyImageData ?? null);
        // A phone gets the square cut, which the hero's box crops less (and so needs fewer pixels to be sharp).
        const image = wide && phone && withArtDirection(wide, [{ media: PHONE_MEDIA, image: phone }]);
        return (
          <HeroSlide
            key={slide.slug}
            line1={slide.line1}
            line2={slide.line2}
            image={
              image && (
                <GatsbyImage
                  image={image}
                  alt={slide.alt}
                  className={heroImage}
                  objectPosition={objectPosition(slide.focus)}
                  loading={i === 0 ? "eager" : "lazy"}
                  fetchPriority={i === 0 ? "high" : undefined}
                />
              )
            }
          />
        );
      }),
    [slides],
  );
  // A press answers in the next frame (the thumbnails show the slide chosen); the carousel, whose update
  // measures the page and renders three times, follows in a task after that frame.
  const shown = useDeferredValue(index);
  const slideShow = useMemo(
    () => (
      <SlideShow index={shown} onChange={setIndex} transitionMs={HERO_TRANSITION_MS}>
        {slides.map((slide, i) => (
          <Slide key={slide.slug} index={i} count={count} hidden={i !== shown}>
            {contents[i]}
          </Slide>
        ))}
      </SlideShow>
    ),
    [slides, contents, count, shown],
  );

  return (
    <section
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label="Highlights"
      data-section="hero"
      data-many-slides={count > MAX_SLIDES_IN_ONE_ROW || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className={styles.slides} aria-live={playing ? "off" : "polite"}>
        {slideShow}
      </div>
      {moves && (
        <div className={styles.controls} data-js-only>
          <button type="button" className={styles.control} onClick={() => setChosen(!playing)}>
            <Icon name={playing ? "pause" : "play"} size={18} />
            <span className="visually-hidden">
              {playing ? "Stop automatic slide show" : "Start automatic slide show"}
            </span>
          </button>
          <button type="button" className={styles.control} onClick={previous} aria-label="Previous slide">
            <Icon name="chevronLeft" size={20} />
          </button>
          <ul className={styles.thumbs}>
            {slides.map((slide, i) => {
              const thumb = slide.imageThumb.childImageSharp?.gatsbyImageData;
              return (
                <li key={slide.slug}>
                  <button
                    type="button"
                    className={styles.thumb}
                    onClick={() => setIndex(i)}
                    aria-current={i === index}
                    aria-label={`Slide ${i + 1}: ${slide.line1} ${slide.line2}`}
                  >
                    {/* A plain picture: GatsbyImage's <div>s may not be inside a button. */}
                    {thumb && <Picture image={thumb} alt="" />}
                  </button>
                </li>
              );
            })}
          </ul>
          <button type="button" className={styles.control} onClick={next} aria-label="Next slide">
            <Icon name="chevronRight" size={20} />
          </button>
        </div>
      )}
    </section>
  );
}

/** @public Gatsby reads a fragment only from an exported graphql tag. */
export const query = graphql`
  fragment HeroData on Query {
    allHeroSlide(sort: [{ order: ASC }, { slug: ASC }]) {
      nodes {
        slug
        line1
        line2
        alt
        focus
        # The picture covers the box, so it is shown wider than the box whenever the box is wider than it (a phone's
        # square cut up to 416 px, 26rem: the hero's height there; a 2:1 picture up to 112vw, then the 1280 px that
        # 40rem of height take). One sizes for both cuts: gatsby-plugin-image gives every <source> the same.
        image {
          childImageSharp {
            gatsbyImageData(
              layout: FULL_WIDTH
              breakpoints: [480, 768, 1080, 1440, 1920, 2880]
              sizes: "(max-width: 415px) 416px, (max-width: 767.98px) 100vw, (max-width: 1142px) 112vw, (max-width: 1279px) 1280px, 100vw"
              placeholder: DOMINANT_COLOR
            )
          }
        }
        imagePhone {
          childImageSharp {
            gatsbyImageData(
              layout: FULL_WIDTH
              breakpoints: [480, 768, 1080, 1440]
              sizes: "(max-width: 415px) 416px, (max-width: 767.98px) 100vw, (max-width: 1142px) 112vw, (max-width: 1279px) 1280px, 100vw"
              placeholder: DOMINANT_COLOR
            )
          }
        }
        imageThumb {
          childImageSharp {
            gatsbyImageData(width: 72, height: 40, layout: FIXED, placeholder: NONE)
          }
        }
      }
    }
  }
`;
