/**
 * The content model: one entry per folder under content/. The build validates every
 * Markdown file against it and declares the GraphQL types from it, so the two never drift.
 */
export type FieldKind = "text" | "integer" | "image" | "url" | "email" | "path";

export interface FieldSpec {
  kind: FieldKind;
  optional?: boolean;
}

export interface Collection {
  /** GraphQL node type created for each file of the collection. */
  type: string;
  fields: Record<string, FieldSpec>;
  /** Markdown body below the front matter: needed, allowed, or (by default) not used. */
  body?: "required" | "optional";
  /** A field whose value must differ between files (the display order, a path or a key). */
  unique?: string;
  /** Exactly one file (company facts, about text). */
  single?: boolean;
  /** Values of the unique field that the site's code expects to find. */
  expected?: string[];
}

const text: FieldSpec = { kind: "text" };
const optionalText: FieldSpec = { kind: "text", optional: true };
const integer: FieldSpec = { kind: "integer" };
const image: FieldSpec = { kind: "image" };

export const collections: Record<string, Collection> = {
  company: {
    type: "Company",
    single: true,
    fields: {
      name: text,
      logo: image,
      blurb: text,
      phone: text,
      email: { kind: "email" },
      address: text,
      hours: text,
      socialLabel: text,
      socialUrl: { kind: "url" },
      formEndpoint: { kind: "url" },
      shareImage: image,
      creditName: text,
      creditUrl: { kind: "url" },
    },
  },
  pages: {
    type: "Page",
    unique: "path",
    expected: ["/", "/about", "/services", "/projects", "/contact", "/software", "/terms", "/404"],
    body: "optional",
    fields: { path: { kind: "path" }, title: text, description: text },
  },
  sections: {
    type: "Section",
    unique: "key",
    expected: ["services", "why", "projects", "works", "quote"],
    body: "optional",
    fields: { key: text, label: optionalText, title: text },
  },
  about: {
    type: "About",
    single: true,
    body: "required",
    fields: {
      label: text,
      title: text,
      portrait: image,
      portraitAlt: text,
      founderName: text,
      founderRole: text,
    },
  },
  hero: {
    type: "HeroSlide",
    unique: "order",
    fields: { order: integer, line1: text, line2: text, image, alt: text },
  },
  counters: {
    type: "Counter",
    unique: "order",
    fields: { order: integer, label: text, target: integer },
  },
  services: {
    type: "Service",
    unique: "order",
    fields: { order: integer, title: text, text, icon: image },
  },
  why: {
    type: "WhyPoint",
    unique: "order",
    fields: { order: integer, title: text, text },
  },
  projects: {
    type: "Project",
    unique: "order",
    fields: { order: integer, title: text, description: text, image, alt: text },
  },
  works: {
    type: "WorkSlide",
    unique: "order",
    fields: { order: integer, title: text, text, image, alt: text },
  },
};
