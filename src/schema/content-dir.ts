/**
 * The folder the site's content is read from, relative to the project: content/, the editors'. CONTENT_DIR names
 * another, as the browser suite does for content of its own (__tests__/content/), so that no test depends on
 * what the editors write.
 */
export const contentDirFrom = (env: Record<string, string | undefined>) => env.CONTENT_DIR || "content";
