/**
 * The content model: one entry per folder under content/. The build validates every Markdown file
 * against it, declares the GraphQL types from it, and generates the CMS's forms from it (cms-config.ts),
 * so the three never drift.
 */
import { ROUTES } from "./routes";

type Route = (typeof ROUTES)[keyof typeof ROUTES];

/**
 * The page that shows an item, where the content manager's View Preview opens a draft on its preview address:
 * one route for the whole collection; for pages, the field that holds each one's own path; for items the
 * site's code expects (see `expected`), the route of each.
 */
export type ShownAt = Route | { field: string } | { each: Record<string, Route> };

export type FieldKind = "text" | "integer" | "image" | "url" | "endpoint" | "email" | "path";

export interface FieldSpec {
  kind: FieldKind;
  optional?: boolean;
  /** The field's name in the CMS, where the one derived from its key ("socialUrl": "Social url") reads badly. */
  label?: string;
  /** A line of help under the field in the CMS. */
  hint?: string;
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
  /**
   * A field whose value must differ between files: a page's path or a section's key, which the site's code
   * finds an item by (the CMS does not let editors change it). The display `order` may repeat: items with the
   * same order show in the order of their file names.
   */
  unique?: string;
  /** Exactly one file (company facts, about text). */
  single?: boolean;
  /** Values of the unique field that the site's code expects to find. */
  expected?: string[];
  /** The content manager draws an item with the site's own components (src/pages/admin/preview.tsx). */
  preview?: true;
  /**
   * Where an item is seen: its own page where the site has one (a project on /projects), else the home page
   * (a hero slide, a counter); the company's facts on /contact, beside the form that uses them.
   */
  shownAt: ShownAt;
}

const text: FieldSpec = { kind: "text" };
const optionalText: FieldSpec = { kind: "text", optional: true };
const integer: FieldSpec = { kind: "integer" };
const image: FieldSpec = { kind: "image" };
const url = (label: string): FieldSpec => ({ kind: "url", label });
const alt: FieldSpec = {
  kind: "text",
  label: "Image description (alt text)",
  hint: "Describes the image for people who cannot see it.",
};

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
      name: text,
      logo: image,
      blurb: { kind: "text", hint: "The short text under the logo in the footer." },
      phone: text,
      email: { kind: "email" },
      address: text,
      hours: { kind: "text", label: "Opening hours", hint: "For example: Mon - Fri, 9:00 - 7:00" },
      socialLabel: { kind: "text", label: "Social profile name", hint: "For example: LinkedIn" },
      socialUrl: url("Social profile URL"),
      formEndpoint: {
        kind: "endpoint",
        label: "Quote form endpoint",
        hint: "The address of the form at your form service, e.g. https://formspree.io/f/abcdwxyz",
      },
      shareImage: { kind: "image", hint: "Shown when a page is shared on social media (1200 × 630 px)." },
      creditName: { kind: "text", label: "Design credit", hint: "The agency named in the footer's credit line." },
      creditUrl: url("Design credit URL"),
    },
  },
  pages: {
    type: "Page",
    shownAt: { field: "path" },
    label: "Pages",
    labelSingular: "Page",
    unique: "path",
    expected: Object.values(ROUTES),
    body: "optional",
    fields: { path: { kind: "path" }, title: text, description: text },
  },
  sections: {
    type: "Section",
    shownAt: { each: SECTION_PAGES },
    label: "Section headings",
    labelSingular: "Section heading",
    unique: "key",
    expected: Object.keys(SECTION_PAGES),
    body: "optional",
    fields: { key: text, label: optionalText, title: text },
  },
  about: {
    type: "About",
    shownAt: ROUTES.about,
    label: "About section",
    single: true,
    body: "required",
    fields: {
      label: { kind: "text", hint: "The small line above the title." },
      title: text,
      portrait: image,
      portraitAlt: { ...alt, label: "Portrait description (alt text)" },
      founderName: text,
      founderRole: text,
    },
  },
  hero: {
    type: "HeroSlide",
    shownAt: ROUTES.home,
    preview: true,
    label: "Hero slides",
    labelSingular: "Hero slide",
    fields: {
      order: integer,
      line1: { kind: "text", label: "Caption, first line" },
      line2: { kind: "text", label: "Caption, second line (bold)" },
      image,
      alt,
    },
  },
  counters: {
    type: "Counter",
    shownAt: ROUTES.home,
    label: "Counters",
    labelSingular: "Counter",
    fields: { order: integer, label: text, target: { kind: "integer", hint: "The number it counts up to." } },
  },
  services: {
    type: "Service",
    shownAt: ROUTES.services,
    preview: true,
    label: "Services",
    labelSingular: "Service",
    fields: { order: integer, title: text, text, icon: { kind: "image", hint: "A square image, shown 64 × 64 px." } },
  },
  why: {
    type: "WhyPoint",
    shownAt: ROUTES.home,
    label: "Why choose us",
    labelSingular: "Point",
    fields: { order: integer, title: text, text },
  },
  projects: {
    type: "Project",
    shownAt: ROUTES.projects,
    preview: true,
    label: "Projects",
    labelSingular: "Project",
    fields: {
      order: integer,
      title: text,
      description: text,
      image: { kind: "image", hint: "Landscape, at least 900 × 600 px." },
      alt,
    },
  },
  works: {
    type: "WorkSlide",
    shownAt: ROUTES.software,
    label: "Works slides",
    labelSingular: "Works slide",
    fields: { order: integer, title: text, text, image, alt },
  },
};
