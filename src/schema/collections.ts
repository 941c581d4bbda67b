/**
 * The content model: one entry per folder under content/. The build validates every Markdown file
 * against it, declares the GraphQL types from it, and generates the CMS's forms from it (cms-config.ts),
 * so the three never drift.
 */
import { INSIGHTS_PATH, TAGS_MAX, tagPath, TEXT_WIDTH } from "./insights";
import { ROUTES } from "./routes";

type Route = (typeof ROUTES)[keyof typeof ROUTES] | typeof INSIGHTS_PATH;

/**
 * The page that shows an item, where the content manager's View Preview opens a draft on its preview address:
 * one route for the whole collection; for pages, the field that holds each one's own path; for items the
 * site's code expects (see `expected`), the route of each; for items with a page of their own (an article, a
 * tag), the address its file's name is put after.
 */
export type ShownAt = Route | { field: string } | { each: Record<string, Route> } | { prefix: string };

export type FieldKind =
  | "text"
  | "integer"
  | "image"
  | "url"
  | "endpoint"
  | "email"
  | "path"
  | "focus"
  | "datetime"
  | "timezone"
  | "boolean"
  | "tags";

/**
 * What an image field's picture must be, from where the site shows it: `min` is the size (CSS pixels, width
 * and height) of its largest box on a 1× screen, which the build requires; `max` the width the content manager
 * makes an upload at most, that box's width on a 2× screen (docs/editors.md, "Pictures"); `crops` the shapes
 * (width / height) the site cuts it to, each around the entry's focal point: a picture of its own per shape,
 * made by the build (gatsby-node.ts), in GraphQL as `<field><Name>` (imageCard).
 */
export interface PictureSpec {
  min: [width: number, height: number];
  max: number;
  crops?: Record<string, number>;
}

export interface FieldSpec {
  kind: FieldKind;
  optional?: boolean;
  /**
   * The most a value may be: characters for a text (TEXT_MAX unless set), the highest number for an integer
   * (INTEGER_MAX unless set). The layout is tested with values this long (the browser suite's own content).
   */
  max?: number;
  /** The field's name in the CMS, where the one derived from its key ("socialUrl": "Social url") reads badly. */
  label?: string;
  /** A line of help under the field in the CMS. */
  hint?: string;
  /** An image field's sizes and crops. */
  picture?: PictureSpec;
  /** A focal point's picture field (its `focus`); the collection a `tags` field names items of. */
  of?: string;
}

export interface Collection {
  /** GraphQL node type created for each file of the collection. */
  type: string;
  /** What editors see the collection called in the CMS, and one of its items ("New Project"). */
  label: string;
  labelSingular?: string;
  fields: Record<string, FieldSpec>;
  /** Markdown body below the front matter: needed, allowed, or (by default) not used. */
  body?: "required" | "optional";
  /** The longest body, where it is not BODY_MAX: an article's. */
  bodyMax?: number;
  /**
   * Pictures in the body, `![What it shows](file.jpg)` with the file beside the entry's (an article's): what
   * they must be; elsewhere the body has none.
   */
  bodyPictures?: PictureSpec;
  /**
   * Each item has a page of its own, at an address made from its file's name (insights.ts, addressSlug): two
   * files whose names make one address are refused.
   */
  addressed?: true;
  /**
   * A field whose value must differ between files: a page's path or a section's key, which the site's code
   * finds an item by (the CMS does not let editors change it). The display `order` may repeat: items with the
   * same order show in the order of their file names.
   */
  unique?: string;
  /** Exactly one file (company facts, about text). */
  single?: boolean;
  /**
   * How many items a folder collection may hold: at least one, so every section has something to show, and at
   * most what its layout is built and tested for (five hero slides' controls fit a 320 px phone in two rows).
   */
  items?: { min: number; max: number };
  /** Values of the unique field that the site's code expects to find. */
  expected?: string[];
  /** The content manager draws an item with the site's own components (cms/preview/preview.tsx). */
  preview?: true;
  /**
   * Where an item is seen: its own page where the site has one (a project on /projects), else the home page
   * (a hero slide, a counter); the company's facts on /contact, beside the form that uses them.
   */
  shownAt: ShownAt;
}

/** The names a picture file may end with: an image field's, a picture's in an article's text. */
export const IMAGE_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".avif"];

/** The longest text or address any field takes, where the field sets no lower limit. */
export const TEXT_MAX = 200;
/**
 * The longest Markdown text below the front matter (a page's terms, the about text): a long legal page fits. Within
 * the limits of markdown-limits.ts, which the parser's worst cases need at any length, the build's check and its
 * rendering of the slowest text found this long took under 0.1 s, the content manager's pattern under 0.01 s.
 */
export const BODY_MAX = 10_000;
/**
 * The longest article: a long read (about 9,000 words). Within the limits of shape that keep the parser fast
 * (markdown-limits.ts), the build's check and rendering of the slowest text found this long took 0.17 s, the
 * content manager's pattern under 0.01 s.
 */
const ARTICLE_MAX = 60_000;
/** The highest number an integer field takes (an order, a counter's target), and the lowest is 0. */
export const INTEGER_MAX = 99_999;

/**
 * A picture in an article's text: shown at its own width up to the text's (TEXT_WIDTH), so any size the build
 * takes; the content manager makes an upload at most twice the text's width, for a 2× screen.
 */
const TEXT_PICTURE: PictureSpec = { min: [1, 1], max: 2 * TEXT_WIDTH };

/** A text of at most `max` characters (a title, a caption line: what fits the layout). */
const text = (max = TEXT_MAX): FieldSpec => ({ kind: "text", max });
const integer: FieldSpec = { kind: "integer" };
const order: FieldSpec = { kind: "integer", max: 999 };
/** The GraphQL field of a picture's crop: image and Card make imageCard. */
export const cropField = (field: string, crop: string) => `${field}${crop}`;

/** An image field, with its picture's sizes and crops. */
const image = (picture: PictureSpec, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  kind: "image",
  picture,
  ...extra,
});
/** The focal point of the picture in `field`: optional, the picture's centre when unset. */
const focusOf = (field: string): FieldSpec => ({
  kind: "focus",
  of: field,
  optional: true,
  label: "Focal point",
  hint: "Click the subject of the picture: every crop of it keeps that point in view.",
});
const url = (label: string): FieldSpec => ({ kind: "url", label });
const alt: FieldSpec = {
  kind: "text",
  label: "Image description (alt text)",
  hint: "Describes the image for people who cannot see it.",
};
/** What every page of the site may say to search engines and social media, beyond its title and description. */
const seo = (shareImage: boolean): Record<string, FieldSpec> => ({
  seoTitle: {
    ...text(70),
    optional: true,
    label: "Title for search engines",
    hint: "Shown in search results and when the page is shared; the page's title when empty.",
  },
  ...(shareImage
    ? {
        shareImage: image(
          { min: [1200, 630], max: 1200 },
          {
            optional: true,
            label: "Share picture",
            hint: "Shown when the page is shared (1200 × 630 px); the company's when empty.",
          },
        ),
      }
    : {}),
  noindex: {
    kind: "boolean",
    optional: true,
    label: "Hide from search engines",
    hint: "The page stays on the site, but asks search engines not to list it, and leaves the sitemap.",
  },
});
/** What a collection of items takes: at least one, at most `max`. */
const upTo = (max: number) => ({ min: 1, max });

/** The section headings the site's code expects, each with the page it heads a section of. */
const SECTION_PAGES: Record<string, Route> = {
  services: ROUTES.services,
  why: ROUTES.home,
  projects: ROUTES.projects,
  works: ROUTES.software,
  quote: ROUTES.contact,
};

export const collections: Record<string, Collection> = {
  company: {
    type: "Company",
    shownAt: ROUTES.contact,
    label: "Company facts",
    single: true,
    fields: {
      name: text(40),
      // Shown 40 × 40 in the header and footer.
      logo: image({ min: [40, 40], max: 80 }),
      blurb: { ...text(), hint: "The short text under the logo in the footer." },
      phone: text(24),
      email: { kind: "email" },
      address: text(120),
      hours: { ...text(40), label: "Opening hours", hint: "For example: Mon - Fri, 9:00 - 7:00" },
      socialLabel: { ...text(24), label: "Social profile name", hint: "For example: LinkedIn" },
      socialUrl: url("Social profile URL"),
      formEndpoint: {
        kind: "endpoint",
        label: "Quote form endpoint",
        hint: "The address of the form at your form service, e.g. https://formspree.io/f/abcdwxyz",
      },
      shareImage: image(
        { min: [1200, 630], max: 1200 },
        { hint: "Shown when a page is shared on social media (1200 × 630 px)." },
      ),
      creditName: { ...text(40), label: "Design credit", hint: "The agency named in the footer's credit line." },
      creditUrl: url("Design credit URL"),
      timeZone: {
        kind: "timezone",
        label: "Time zone",
        hint: "Where the company is, e.g. Europe/London: articles' dates are entered and shown in it.",
      },
    },
  },
  pages: {
    type: "Page",
    shownAt: { field: "path" },
    label: "Pages",
    labelSingular: "Page",
    unique: "path",
    // The articles' list too, whose name and heading this is; built only once an article is published.
    expected: [...Object.values(ROUTES), INSIGHTS_PATH],
    body: "optional",
    fields: { path: { kind: "path" }, title: text(70), description: text(160), ...seo(true) },
  },
  sections: {
    type: "Section",
    shownAt: { each: SECTION_PAGES },
    label: "Section headings",
    labelSingular: "Section heading",
    unique: "key",
    expected: Object.keys(SECTION_PAGES),
    body: "optional",
    fields: { key: text(), label: { ...text(40), optional: true }, title: text(60) },
  },
  about: {
    type: "About",
    shownAt: ROUTES.about,
    preview: true,
    label: "About section",
    single: true,
    body: "required",
    fields: {
      label: { ...text(40), hint: "The small line above the title." },
      title: text(80),
      // The about section's portrait: 460 px wide, 5:6, beside the text.
      portrait: image({ min: [460, 552], max: 920, crops: { Card: 460 / 552 } }),
      portraitFocus: focusOf("portrait"),
      portraitAlt: { ...alt, label: "Portrait description (alt text)" },
      founderName: text(40),
      founderRole: text(60),
    },
  },
  hero: {
    type: "HeroSlide",
    shownAt: ROUTES.home,
    preview: true,
    label: "Hero slides",
    labelSingular: "Hero slide",
    items: upTo(5),
    fields: {
      order,
      line1: { ...text(50), label: "Caption, first line" },
      line2: { ...text(50), label: "Caption, second line (bold)" },
      // The whole width of the screen, 26 to 40rem high: up to 1920 × 640 on a 1× screen; sources up to 2880
      // wide (1440 px at 2×). A phone shows a square cut of its own (a sharper, lighter source there), and the
      // slide's thumbnail a 72 × 40 one.
      image: image({ min: [1920, 640], max: 2880, crops: { Phone: 1, Thumb: 72 / 40 } }),
      focus: focusOf("image"),
      alt,
    },
  },
  counters: {
    type: "Counter",
    shownAt: ROUTES.home,
    label: "Counters",
    labelSingular: "Counter",
    items: upTo(8),
    fields: { order, label: text(30), target: { ...integer, hint: "The number it counts up to." } },
  },
  services: {
    type: "Service",
    shownAt: ROUTES.services,
    preview: true,
    label: "Services",
    labelSingular: "Service",
    items: upTo(12),
    fields: {
      order,
      title: text(40),
      text: text(240),
      icon: image({ min: [64, 64], max: 128 }, { hint: "A square image, shown 64 × 64 px." }),
    },
  },
  why: {
    type: "WhyPoint",
    shownAt: ROUTES.home,
    label: "Why choose us",
    labelSingular: "Point",
    items: upTo(6),
    fields: { order, title: text(40), text: text(240) },
  },
  projects: {
    type: "Project",
    shownAt: ROUTES.projects,
    preview: true,
    label: "Projects",
    labelSingular: "Project",
    items: upTo(12),
    fields: {
      order,
      title: text(40),
      description: text(120),
      // A card 3:2, the lightbox up to 960 × 640.
      image: image({ min: [960, 640], max: 1920, crops: { Card: 1.5 } }, { hint: "At least 960 × 640 px." }),
      focus: focusOf("image"),
      alt,
    },
  },
  articles: {
    type: "Article",
    shownAt: { prefix: `${INSIGHTS_PATH}/` },
    preview: true,
    label: "Articles",
    labelSingular: "Article",
    body: "required",
    bodyMax: ARTICLE_MAX,
    bodyPictures: TEXT_PICTURE,
    addressed: true,
    fields: {
      title: text(90),
      summary: { ...text(200), hint: "One or two sentences: shown in lists, the feed and search results." },
      date: {
        kind: "datetime",
        label: "Publish date and time",
        hint: "In the company's time zone. A time to come schedules the article: it goes live then, and previews show it at once.",
      },
      updated: {
        kind: "datetime",
        optional: true,
        label: "Updated",
        hint: "When the article last changed in substance.",
      },
      author: text(60),
      tags: { kind: "tags", of: "tags", optional: true, max: TAGS_MAX, hint: `Up to ${TAGS_MAX}, from the Tags.` },
      // The page's banner and the share picture, 1200 × 630; a list's card, 3:2, about 400 px wide.
      cover: image({ min: [1200, 630], max: 2400, crops: { Card: 1.5, Share: 1200 / 630 } }),
      coverFocus: focusOf("cover"),
      coverAlt: { ...alt, label: "Cover description (alt text)" },
      ...seo(false),
    },
  },
  tags: {
    type: "Tag",
    shownAt: { prefix: tagPath("") },
    label: "Tags",
    labelSingular: "Tag",
    addressed: true,
    fields: { name: text(30) },
  },
  works: {
    type: "WorkSlide",
    shownAt: ROUTES.software,
    preview: true,
    label: "Works slides",
    labelSingular: "Works slide",
    items: upTo(9),
    fields: {
      order,
      title: text(40),
      text: text(240),
      // A card 3:2, about 400 px wide.
      image: image({ min: [400, 267], max: 800, crops: { Card: 1.5 } }),
      focus: focusOf("image"),
      alt,
    },
  },
};
