/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { OutputChanged } from "../../lib/output-changed";
import { findScripts } from "../../plugins/publish/inline-scripts";
import { oneImageScript } from "../../plugins/publish/image-scripts";

// gatsby-plugin-image's two scripts as a build writes them: its loader in the head, the script after each image.
const [headLoader, afterImage] = findScripts(
  fs.readFileSync(path.join(__dirname, "files/image-scripts.html"), "utf8"),
).map((script) => `<script type="module">${script.text}</script>`);
const image = (name: string) => `<img data-gatsby-image-ssr="" data-main-image="" data-src="/static/${name}.jpg">`;
const page = (body: string) => `<html><head>${headLoader}</head><body>${body}</body></html>`;

describe("oneImageScript", () => {
  it("keeps the first copy of the script after an image and removes the others", () => {
    const html = oneImageScript(page(["a", "b", "c"].map((name) => image(name) + afterImage).join("")), "index.html");
    expect(html).toBe(page(image("a") + afterImage + image("b") + image("c")));
  });

  it("leaves a copy that differs, and a page without images, as they are", () => {
    const changed = afterImage!.replace("</script>", ";</script>");
    const html = page(image("a") + afterImage + image("b") + changed);
    expect(oneImageScript(html, "index.html")).toBe(html);
    expect(oneImageScript(page("<p>Terms</p>"), "terms.html")).toBe(page("<p>Terms</p>"));
  });

  it("stops the build, naming the step and the page, when a page's images have no such script", () => {
    const rewrite = () => oneImageScript(page(image("a") + afterImage!.replace("if(t)", "if(t&&1)")), "about.html");
    expect(rewrite).toThrow(OutputChanged);
    expect(rewrite).toThrow(/^Image scripts \(oneImageScript\): about\.html has no gatsby-plugin-image script after/);
  });
});
