/**
 * What Decap's local backend may read and write: the folders that the content manager's generated configuration
 * names (each collection's folder or its files' folder, and the media folders), Markdown and pictures directly
 * in them, and the configured branch. Every other path (.git, .dev.vars, package.json, code, a path out of the
 * repository or a link out of those folders) is refused before decap-server sees the request.
 * No import.meta here: Jest loads this file as CommonJS.
 */
import path from "node:path";
import { linkInFolder, linkOnBranch, linkOnPath } from "./links.mjs";

// Markdown and the pictures the content model accepts (IMAGE_EXTENSIONS in src/schema/collections.ts; a unit test
// holds the two lists together); no dotfile, no other kind of file.
export const CONTENT_EXTENSIONS = [".md", ".jpg", ".jpeg", ".png", ".webp", ".avif"];
// A file's name, an entry's slug and a collection's name (the last two make the draft's branch name,
// cms/<collection>/<slug>).
const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*$/;

/** The folders, collections and branch a generated Decap configuration names, and how each folder is listed. */
export function contentScope(config) {
  const folders = new Set();
  const plain = (folder) => path.posix.normalize(folder).replace(/^\/+|\/+$/g, "");
  const add = (folder) => folders.add(plain(folder));
  // What Decap's listEntries sends for a folder collection (decap-cms 3.16.3: entryExtension, collectionDepth):
  // its extension (cms/build/config.ts always sets one) and, for a flat folder, depth 1. A collection that
  // would ask for more (nested, path, i18n folders) has files below its folder, which this backend does not
  // reach anyway; its listing is refused.
  const listings = new Map(
    config.collections
      .filter((collection) => collection.folder)
      .map((collection) => [plain(collection.folder), { extension: collection.extension ?? null, depth: 1 }]),
  );
  add(config.media_folder);
  for (const collection of config.collections) {
    const places = collection.folder
      ? [{ folder: collection.folder, media: collection.media_folder }]
      : collection.files.map((file) => ({ folder: path.posix.dirname(file.file), media: file.media_folder }));
    for (const { folder, media } of places) {
      add(folder);
      // A media folder is relative to the entry's folder, or to the repository when it starts with /.
      if (media !== undefined) add(media.startsWith("/") ? media : path.posix.join(folder, media));
    }
  }
  return {
    folders,
    listings,
    branch: config.backend.branch,
    collections: new Set(config.collections.map((collection) => collection.name)),
  };
}

const files = (...paths) => paths.map((p) => ({ path: p, kind: "file" }));
const folder = (p) => [{ path: p, kind: "folder" }];
const list = (value) => (Array.isArray(value) ? value : [Symbol("not a list")]);

/** The paths each action of decap-server's API reads or writes, by their place in its parameters. */
const PATHS = {
  entriesByFolder: (p) => folder(p.folder),
  entriesByFiles: (p) => files(...list(p.files).map((file) => file?.path)),
  getEntry: (p) => files(p.path),
  getMedia: (p) => folder(p.mediaFolder),
  getMediaFile: (p) => files(p.path),
  persistMedia: (p) => files(p.asset?.path),
  deleteFile: (p) => files(p.path),
  deleteFiles: (p) => files(...list(p.paths)),
  persistEntry: (p) =>
    files(...list(p.dataFiles ?? [p.entry]).map((data) => data?.path), ...list(p.assets).map((asset) => asset?.path)),
  unpublishedEntries: () => [],
  unpublishedEntry: () => [],
  unpublishedEntryDataFile: (p) => files(p.path),
  unpublishedEntryMediaFile: (p) => files(p.path),
  deleteUnpublishedEntry: () => [],
  updateUnpublishedEntryStatus: () => [],
  publishUnpublishedEntry: () => [],
  getDeployPreview: () => [],
};

const show = (value) => JSON.stringify(typeof value === "symbol" ? String(value) : (value ?? null));

/** Why `relative` (as the request names it) is outside the scope, or null. */
function pathProblem({ path: relative, kind }, scope, repo) {
  if (typeof relative !== "string") return `the path ${show(relative)} is not a path`;
  const segments = relative.split("/");
  // Only plain relative paths: no \, no //, no . or .., no dotfile or dot-folder, no control character.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(relative) || segments.some((s) => s === "" || s.startsWith("."))) {
    return `the path ${show(relative)} is not a plain path inside the content folders`;
  }
  const place = kind === "folder" ? relative : segments.slice(0, -1).join("/");
  if (!scope.folders.has(place)) {
    return `${show(relative)} is outside the folders the content manager edits (${[...scope.folders].join(", ")})`;
  }
  const name = segments.at(-1);
  if (kind === "file" && !(NAME.test(name) && CONTENT_EXTENSIONS.includes(path.extname(name).toLowerCase()))) {
    return `${show(relative)} is not Markdown or a picture (${CONTENT_EXTENSIONS.join(", ")})`;
  }
  // Nothing on the way may be a link: content/projects → ~/.ssh would lead out whatever the name says.
  return linkOnPath(relative, repo);
}

// The parameters of the two listings, exactly as the content manager sends them; decap-server passes a
// listing's extension and depth on to its folder walk, so any other value would list other files.
const LISTING_PARAMS = {
  entriesByFolder: ["branch", "folder", "extension", "depth"],
  getMedia: ["branch", "mediaFolder"],
};

/** Why a listing's parameters (entriesByFolder's or getMedia's) are not the content manager's, or null. */
function listingProblem(action, params, scope) {
  const extra = Object.keys(params).filter((key) => !LISTING_PARAMS[action].includes(key));
  if (extra.length > 0) return `${action} takes no ${extra.map(show).join(", ")}`;
  if (action === "getMedia") return null; // decap-server lists a media folder to depth 1, with no extension
  const asked = scope.listings.get(params.folder);
  if (!asked) return `entriesByFolder lists a collection's folder only, and ${show(params.folder)} is none`;
  if (params.extension !== asked.extension || params.depth !== asked.depth) {
    return (
      `entriesByFolder lists ${params.folder} with extension ${show(asked.extension)} and depth ${asked.depth}, ` +
      `not extension ${show(params.extension)} and depth ${show(params.depth)}`
    );
  }
  return null;
}

/**
 * Why decap-server must not answer this request (its JSON body), or null. `mode` is "fs" or "git"; `repo` the
 * working copy; `scope` from contentScope().
 */
export function requestProblem(body, { scope, repo, mode }) {
  const action = body?.action;
  if (!Object.hasOwn(PATHS, action)) return `the action ${show(action)} is not one the content manager uses`;
  const params = body.params ?? {};
  if (params.branch !== scope.branch) return `the branch ${show(params.branch)} is not ${show(scope.branch)}`;
  const [idCollection, idSlug] =
    typeof params.id === "string" && action === "unpublishedEntry" ? params.id.split("/") : [];
  const collections = [params.collection, params.options?.collectionName, idCollection].filter((c) => c !== undefined);
  for (const collection of collections) {
    if (!scope.collections.has(collection))
      return `the collection ${show(collection)} is not one of the content manager's`;
  }
  const entries = params.dataFiles ?? (params.entry ? [params.entry] : []);
  // A move: decap-server's moves every file of the old path's folder to the new path (content/about/ emptied into
  // content/pages/about.md). The content manager never sends one: its folder collections are flat and keep their
  // slugs, and its file collections have fixed names.
  const moved = list(entries).find((data) => data?.newPath !== undefined);
  if (moved) return `moving an entry (newPath ${show(moved.newPath)}) is not something the content manager does`;
  const slugs = [params.slug, idSlug, ...list(entries).map((data) => data?.slug)].filter((s) => s !== undefined);
  for (const slug of slugs)
    if (typeof slug !== "string" || !NAME.test(slug)) return `the entry name ${show(slug)} is not a plain name`;

  const paths = PATHS[action](params);
  for (const place of paths) {
    const problem = pathProblem(place, scope, repo);
    if (problem) return problem;
  }
  if (Object.hasOwn(LISTING_PARAMS, action)) {
    const problem = listingProblem(action, params, scope);
    if (problem) return problem;
    // A listing reads every file of its folder (to the depth checked above): one link there refuses it whole.
    const depth = action === "getMedia" ? 1 : params.depth;
    const link = linkInFolder(paths[0].path, depth, { repo, mode, branch: scope.branch });
    if (link) return link;
  }
  if (mode !== "git" || paths.length === 0) return null;
  const drafts = [...new Set(collections)].flatMap((c) => [...new Set(slugs)].map((s) => `cms/${c}/${s}`));
  const places = paths.map((place) => place.path);
  return linkOnBranch(places, repo, [scope.branch, ...drafts]);
}
