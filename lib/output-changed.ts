/**
 * The build steps of plugins/publish, plugins/image-cache and cms/build/ rewrite or read what other packages
 * write (Gatsby's pages, gatsby-plugin-image's and react-slick's markup, gatsby-plugin-sharp's jobs, Decap's
 * bundle). Each counts what it finds; when what it expects is gone, as after an upgrade, the build stops with
 * this error instead of publishing what the step silently left as it was.
 */
export class OutputChanged extends Error {
  constructor(step: string, file: string, expected: string) {
    super(
      `${step}: ${file} has no ${expected}. What this step works on has changed, probably with a ` +
        `package upgrade; see docs/upgrading.md for what each step expects.`,
    );
    this.name = "OutputChanged";
  }
}

/** Throws OutputChanged when `count`, the matches a step found in `file`, is zero. */
export function expectFound(count: number, step: string, file: string, expected: string): void {
  if (count === 0) throw new OutputChanged(step, file, expected);
}
