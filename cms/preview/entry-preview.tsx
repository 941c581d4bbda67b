import type { CSSProperties, ReactNode } from "react";
import { slidesPerViewAt, type SlideLayout } from "../../src/hooks/use-slides-per-view";
import { collections } from "../../src/schema/collections";
// In the order the home page imports their styles (the about section's, then the hero's, whose carousel CSS comes
// before its slides'): Gatsby merges every page's CSS into one sheet, and an order of our own would conflict.
import { Portrait, portraitImage } from "../../src/components/sections/portrait";
import { objectPosition } from "../../src/components/sections/hero";
import { HeroSlide, heroImage } from "../../src/components/sections/hero-slide";
import { ProjectCard } from "../../src/components/sections/project-card";
import { PROJECT_LAYOUT, WORKS_LAYOUT } from "../../src/components/sections/carousel-layouts";
import { ServiceTile, serviceIcon } from "../../src/components/sections/service-tile";
import { WorkCard, workCard } from "../../src/components/sections/work-card";
import { ArticleView } from "../../src/components/sections/article-view";
import { dateInWords, momentOf } from "../../src/schema/dates";
import { minutesToRead, tagPath } from "../../src/schema/insights";
import { renderMarkdown } from "../../src/schema/markdown";
import { words } from "../../src/schema/words";
import * as styles from "./entry-preview.module.scss";

/** What the content manager sends (cms/admin/admin.js): an entry's fields and its images' addresses. */
export interface PreviewMessage {
  type: "preview";
  collection: string;
  slug: string;
  /** Every field as a string; "undefined" for a field the entry does not have. */
  fields: Record<string, string>;
  images: Record<string, string>;
}

/** A focal point as the content manager sends it ("0.35,0.60"), or null (none: the picture's centre). */
function focusOf(value: string | undefined): string | null {
  const point = value?.split(",").map(Number) ?? [];
  return point.length === 2 && point.every((n) => n >= 0 && n <= 1) ? value! : null;
}

/** The shape (width / height) the site cuts a field's picture to for a card, from the content model. */
const cardShape = (collection: string, field: string) => collections[collection]!.fields[field]!.picture!.crops!.Card!;

interface Picture {
  /** The image field, its focal point's field and its alt text's field. */
  field: string;
  focus: string;
  alt: string;
  className?: string;
  /** The shape (width / height) of its box, when its class does not make one (a card's, the portrait's). */
  shape?: number;
}

/**
 * The entry's picture, as the site shows it: covering its box, with the focal point kept in view (the site's own
 * cut of the picture for that box, lib/picture.ts's focalRegion, shows the same part of it).
 */
function picture({ fields, images }: PreviewMessage, { field, focus, alt, className, shape }: Picture) {
  if (!images[field]) return null;
  // What GatsbyImage does for the site's pictures: the picture covers its box (of the cut's shape, from the
  // content model), at the focal point. Styled here, not in a style sheet, which Gatsby would put into every page.
  const style = {
    ...(shape ? { display: "block", width: "100%", aspectRatio: shape, objectFit: "cover" as const } : {}),
    objectPosition: objectPosition(focusOf(fields[focus])),
  };
  return <img src={images[field]} alt={fields[alt] ?? ""} className={className} style={style} />;
}

/** A card as wide as the site's carousel makes it at this window's width: one column of its row. */
function InRow({ layout, children }: { layout: SlideLayout; children: ReactNode }) {
  // This window's width decides, as in the site's slider (use-slides-per-view.ts); the values are the layout's.
  const columns = `repeat(${slidesPerViewAt(layout, window.innerWidth)}, 1fr)`;
  const style: CSSProperties = { display: "grid", gridTemplateColumns: columns, gap: layout.spaceBetween };
  return (
    <div className="container py-4" style={style}>
      {children}
    </div>
  );
}

/** A card's picture: the entry's `image`, cut to the card's shape. */
const card = { field: "image", focus: "focus", alt: "alt" };

type EntryPreview = (entry: PreviewMessage) => ReactNode;

/**
 * How each collection the content model marks for preview is drawn: by the site's own components, a picture
 * as the site crops it. A collection with a focal point is drawn at a phone's and a desktop's width
 * (screens.tsx), each in a window of that width, so the site's own styles lay it out as there.
 */
export const PREVIEWS: Record<string, EntryPreview> = {
  hero: (entry) => (
    <HeroSlide
      line1={entry.fields.line1 ?? ""}
      line2={entry.fields.line2 ?? ""}
      image={picture(entry, { field: "image", focus: "focus", alt: "alt", className: heroImage })}
    />
  ),
  projects: (entry) => (
    <InRow layout={PROJECT_LAYOUT}>
      <ProjectCard
        title={entry.fields.title ?? ""}
        description={entry.fields.description ?? ""}
        image={picture(entry, { ...card, shape: cardShape("projects", "image") })}
      />
    </InRow>
  ),
  works: (entry) => (
    <InRow layout={WORKS_LAYOUT}>
      <div className={workCard}>
        <WorkCard
          title={entry.fields.title ?? ""}
          text={entry.fields.text ?? ""}
          image={picture(entry, { ...card, shape: cardShape("works", "image") })}
        />
      </div>
    </InRow>
  ),
  about: (entry) => (
    <div className="container">
      <div className="row">
        <div className="col-lg-5">
          <Portrait
            image={picture(entry, {
              field: "portrait",
              focus: "portraitFocus",
              alt: "portraitAlt",
              className: portraitImage,
              shape: cardShape("about", "portrait"),
            })}
            name={entry.fields.founderName ?? ""}
            role={entry.fields.founderRole ?? ""}
          />
        </div>
      </div>
    </div>
  ),
  // Its date as written (the company's time zone is the build's to apply), its tags by their file names.
  articles: (entry) => {
    const { fields } = entry;
    const moment = momentOf(fields.date, "UTC");
    const tags = (fields.tags ?? "").split(",").filter(Boolean);
    return (
      <ArticleView
        section=""
        title={fields.title ?? ""}
        author={fields.author ?? ""}
        date={{ text: moment ? dateInWords(moment, "UTC", words.locale) : "", iso: moment?.toISOString() ?? "" }}
        readingMinutes={minutesToRead(fields.body ?? "")}
        tags={tags.map((tag) => ({ name: tag, path: tagPath(tag) }))}
        cover={picture(entry, {
          field: "cover",
          focus: "coverFocus",
          alt: "coverAlt",
          shape: collections.articles!.fields.cover!.picture!.crops!.Share!,
        })}
        html={renderMarkdown(fields.body ?? "", (name) => entry.images[`text:${name}`])}
      />
    );
  },
  services: ({ slug, fields, images }) => (
    <ul className={`container list-unstyled ${styles.card}`}>
      <ServiceTile
        slug={slug}
        title={fields.title ?? ""}
        text={fields.text ?? ""}
        icon={images.icon ? <img src={images.icon} alt="" width={64} height={64} className={serviceIcon} /> : null}
      />
    </ul>
  ),
};

/** The collections previewed at two widths: those whose pictures the site crops around a focal point. */
export const atTwoWidths = (collection: string) =>
  Object.values(collections[collection]?.fields ?? {}).some((field) => field.kind === "focus");

/** The collections the content model marks for preview that have no preview here. */
export const missingPreviews = () =>
  Object.keys(collections).filter((name) => collections[name]!.preview && !PREVIEWS[name]);
