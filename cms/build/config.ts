/**
 * The Decap CMS configuration, generated from the content model (collections.ts): every collection and
 * field of the model, with the widget that fits its kind and the same checks the build makes, so a form
 * refuses what the build would reject.
 */
import { BODY_MAX, collections, type Collection, type FieldSpec, type ShownAt } from "../../src/schema/collections";
import { bodyExpectation, bodyPattern } from "../../src/schema/markdown-pattern";
import { expectationOf, formPattern, maxOf } from "../../src/schema/validate";

export interface CmsBackend {
  name: "github";
  /** owner/name of the repository the CMS commits to. */
  repo: string;
  branch: string;
  /** The OAuth service that signs editors in to GitHub (Netlify's by default). */
  base_url?: string;
  /** Its sign-in address, relative to base_url ("auth" by default). */
  auth_endpoint?: string;
  /**
   * Ours, not Decap's: the sign-in is the site's own (functions/api/), so base_url is the origin the CMS
   * page is on, which the page sets when it starts (cms/admin/admin.js).
   */
  authSameOrigin?: true;
  /** The one commit status context whose address View Preview opens (addresses.ts). */
  preview_context?: string;
}

export interface CmsOptions {
  backend: CmsBackend;
  /** Decap's local backend (decap-server), for a CMS that runs on this machine; null for the live site. */
  localBackendUrl: string | null;
  /** Decap's editorial workflow: drafts on branches of their own, reviewed, then published (merged). */
  editorialWorkflow: boolean;
  siteUrl: string;
  /** The highest `order` in use in each collection when the configuration was made. */
  highestOrder: Record<string, number>;
}

export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required: boolean;
  hint?: string;
  pattern?: [string, string];
  [option: string]: unknown;
}

/** The collections' folder and the files a single-file collection keeps: content/company/company.md. */
const contentFolder = (name: string) => `content/${name}`;
export const singleFile = (name: string) => `${contentFolder(name)}/${name}.md`;

/** "socialLabel" → "Social label". */
const humanize = (name: string) => {
  const words = name.replace(/([A-Z]+|\d+)/g, " $1").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function orderHint(collection: Collection, highest: number | undefined): Partial<CmsField> {
  const rule = `${collection.label} are shown in this order, lowest first; items with the same number are shown in the order of their file names.`;
  if (highest === undefined) return { hint: rule };
  return {
    default: highest + 1,
    hint: `${rule} A new one gets ${highest + 1}, after the highest in use when this editor was built.`,
  };
}

function field(name: string, spec: FieldSpec, collection: Collection, highest: number | undefined): CmsField {
  const base: CmsField = {
    name,
    label: spec.label ?? humanize(name),
    widget: "string",
    required: !spec.optional,
    ...(spec.hint ? { hint: spec.hint } : {}),
  };
  // The field the site's code finds an item by (a page's path, a section's key) is not the editor's to change.
  if (collection.expected && collection.unique === name) return { ...base, widget: "hidden" };
  switch (spec.kind) {
    case "integer":
      return {
        ...base,
        widget: "number",
        value_type: "int",
        min: 0,
        max: maxOf(spec),
        ...(name === "order" ? orderHint(collection, highest) : {}),
      };
    case "image":
      // Uploaded next to the Markdown file (media_folder ""); choosing a web address would not build. `picture`
      // is the site's, not Decap's: the size an upload must have and is made at most (cms/admin/upload.js).
      return {
        ...base,
        widget: "image",
        choose_url: false,
        pattern: [formPattern(spec), expectationOf(spec)],
        ...(spec.picture ? { picture: { min: spec.picture.min, max: spec.picture.max } } : {}),
      };
    case "focus":
      // The site's own widget (cms/admin/admin.js): the editor clicks the subject on the picture of `image_field`.
      return { ...base, widget: "focal", image_field: spec.of, pattern: [formPattern(spec), expectationOf(spec)] };
    case "datetime":
      // Picked on a calendar and a clock, and written as the company's wall time (picker_utc: the editor's own
      // time zone plays no part): the build reads it in the company's time zone (dates.ts).
      return {
        ...base,
        widget: "datetime",
        format: "YYYY-MM-DD HH:mm",
        date_format: "YYYY-MM-DD",
        time_format: "HH:mm",
        picker_utc: true,
        pattern: [formPattern(spec), expectationOf(spec)],
      };
    case "timezone":
      return { ...base, widget: "select", options: Intl.supportedValuesOf("timeZone") };
    case "boolean":
      return { ...base, widget: "boolean", default: false };
    case "tags":
      // Picked from the tags collection by name, so a tag is never retyped (or mistyped); stored by file name.
      return {
        ...base,
        widget: "relation",
        collection: spec.of,
        search_fields: ["name"],
        display_fields: ["name"],
        value_field: "{{slug}}",
        multiple: true,
        max: maxOf(spec),
      };
    default:
      return { ...base, pattern: [formPattern(spec), expectationOf(spec)] };
  }
}

function fields(name: string, collection: Collection, options: CmsOptions): CmsField[] {
  const list = Object.entries(collection.fields).map(([key, spec]) =>
    field(key, spec, collection, options.highestOrder[name]),
  );
  if (collection.body) {
    const required = collection.body === "required";
    const max = collection.bodyMax ?? BODY_MAX;
    const pictures = Boolean(collection.bodyPictures);
    list.push({
      name: "body",
      label: "Text",
      widget: "markdown",
      required,
      // Its toolbar's picture button only in a text that takes pictures (an article's): an upload from it is made
      // fit as a picture in the text (cms/admin/upload.js), and stored beside the entry's file.
      editor_components: pictures ? ["image", "code-block"] : ["code-block"],
      pattern: [bodyPattern(max, undefined, pictures), bodyExpectation(max, pictures)],
    });
  }
  return list;
}

// Images are stored next to the entry's Markdown file, as content/ keeps them.
const mediaNextToEntry = { media_folder: "", public_folder: "" };

/**
 * Where View Preview (and, once published, View on Live Site) opens an entry: Decap joins this path to the
 * address of the draft's preview, which it reads from the draft's commit status, or to site_url. A field's
 * value is a path of its own, so Decap is told to keep its slashes (it would make "/about" a slug, "-about").
 */
function previewPath(shownAt: Exclude<ShownAt, { each: unknown }>) {
  if (typeof shownAt === "string") return { preview_path: shownAt };
  if ("prefix" in shownAt) return { preview_path: `${shownAt.prefix}{{slug}}`, preview_path_preserve_slashes: true };
  return { preview_path: `{{fields.${shownAt.field}}}`, preview_path_preserve_slashes: true };
}

function collectionConfig(name: string, collection: Collection, options: CmsOptions) {
  const base = { name, label: collection.label };
  const { shownAt } = collection;
  if (typeof shownAt === "object" && "each" in shownAt) {
    // Items shown on different pages (section headings): one file each, with its own page, which Decap
    // allows only in a collection of files. These are the items the site's code expects, named after them.
    return {
      ...base,
      files: Object.entries(shownAt.each).map(([item, route]) => ({
        name: item,
        label: humanize(item),
        file: `${contentFolder(name)}/${item}.md`,
        preview_path: route,
        ...mediaNextToEntry,
        fields: fields(name, collection, options),
      })),
    };
  }
  if (collection.single) {
    const file = {
      name,
      label: collection.label,
      file: singleFile(name),
      ...previewPath(shownAt),
      ...mediaNextToEntry,
    };
    return { ...base, files: [{ ...file, fields: fields(name, collection, options) }] };
  }
  const textFields = Object.keys(collection.fields).filter((key) => collection.fields[key]!.kind === "text");
  const identifier = textFields.includes("title") ? "title" : textFields[0]!;
  const ordered = "order" in collection.fields;
  return {
    ...base,
    ...(collection.labelSingular ? { label_singular: collection.labelSingular } : {}),
    folder: contentFolder(name),
    extension: "md",
    format: "frontmatter",
    // A file name made from the title ("FLEET TRACKING" → fleet-tracking.md).
    slug: "{{slug}}",
    identifier_field: identifier,
    // Pages and sections are fixed by the site's code: editors change them but do not add or remove any.
    create: !collection.expected,
    delete: !collection.expected,
    // Listed in the site's order, with its number, so a new item's number is easy to choose.
    ...(ordered ? { summary: `{{order}}. {{${identifier}}}` } : {}),
    sortable_fields: ordered ? [{ field: "order", default_sort: "asc" }, identifier] : [identifier],
    ...previewPath(shownAt),
    ...mediaNextToEntry,
    fields: fields(name, collection, options),
  };
}

export function cmsConfig(options: CmsOptions) {
  return {
    load_config_file: false,
    backend: options.backend,
    ...(options.localBackendUrl ? { local_backend: { url: options.localBackendUrl } } : {}),
    ...(options.editorialWorkflow ? { publish_mode: "editorial_workflow" as const } : {}),
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    // A draft's View Preview: the page of the draft's preview, whose address a commit status of the draft's
    // last commit gives (.github/workflows/deploy.yml posts it; Netlify posts its own).
    show_preview_links: true,
    locale: "en",
    // Required by Decap; images belong next to their entry, so this folder is only for the Media page.
    media_folder: contentFolder("media"),
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: Object.entries(collections).map(([name, collection]) => collectionConfig(name, collection, options)),
  };
}
