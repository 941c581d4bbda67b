/**
 * The build steps of plugins/publish and cms/build/ rewrite or read what other packages write (Gatsby's
 * pages, gatsby-plugin-image's and react-slick's markup, Decap's bundle). Each counts what it finds; when what it expects is gone, as after an upgrade, the
 * build stops with this error instead of publishing pages the step silently left as they were.
 */
export class MarkupChanged extends Error {
  constructor(step: string, file: string, expected: string) {
    super(
      `${step}: ${file} has no ${expected}. The markup this step works on has changed, probably with a ` +
        `package upgrade; see docs/upgrading.md for what each step expects.`,
    );
    this.name = "MarkupChanged";
  }
}

/** Throws MarkupChanged when `count`, the matches a step found in `file`, is zero. */
export function expectFound(count: number, step: string, file: string, expected: string): void {
  if (count === 0) throw new MarkupChanged(step, file, expected);
}
