/**
 * @jest-environment node
 *
 * The page files the build publishes (plugins/publish/site-files.ts): pages at their address without a
 * trailing slash, and nothing that only the build uses.
 */
import fs from "node:fs";
import path from "node:path";
import { flattenPages, removeBuildArtefacts } from "../../plugins/publish/site-files";
import { writeSite } from "../support/published-site";

describe("flattenPages", () => {
  const pagePaths = ["/", "/about", "/404/", "/404.html", "/admin/preview"];
  let siteDir: string;
  beforeEach(() => {
    siteDir = writeSite({
      "index.html": "home",
      "about/index.html": "about",
      "404/index.html": "404 again",
      "404.html": "404",
      "admin/preview/index.html": "preview",
      "admin/cms.js": "",
    });
  });
  afterEach(() => fs.rmSync(siteDir, { recursive: true, force: true }));
  const listing = () => fs.readdirSync(path.join(siteDir, "public"), { recursive: true }).sort();

  it("publishes about/index.html as about.html, and Gatsby's second 404 page not at all", () => {
    expect(flattenPages(path.join(siteDir, "public"), pagePaths)).toEqual([
      { file: "404.html", pagePath: "/404.html" },
      { file: "about.html", pagePath: "/about" },
      { file: "admin/preview.html", pagePath: "/admin/preview" },
      { file: "index.html", pagePath: "/" },
    ]);
    expect(listing()).toEqual(["404.html", "about.html", "admin", "admin/cms.js", "admin/preview.html", "index.html"]);
    expect(fs.readFileSync(path.join(siteDir, "public/404.html"), "utf8")).toBe("404");
  });

  it("stops the build when a page is not where Gatsby writes it", () => {
    fs.rmSync(path.join(siteDir, "public/about"), { recursive: true });
    expect(() => flattenPages(path.join(siteDir, "public"), pagePaths)).toThrow(
      /^Page files: about\/index\.html has no page for \/about, where Gatsby writes it/,
    );
  });
});

describe("removeBuildArtefacts", () => {
  it("removes webpack's and Gatsby's build-only files and the source maps", () => {
    const siteDir = writeSite({
      "app-707c4a314819745e08c7.js": "",
      "app-707c4a314819745e08c7.js.map": "",
      "webpack.stats.json": "{}",
      "chunk-map.json": "{}",
      "_gatsby/slices/_gatsby-scripts-1.html": "",
      "~partytown/partytown.js": "",
      "index.html": "",
      "static/abc/photo.jpg": "",
    });
    const publicDir = path.join(siteDir, "public");
    expect(removeBuildArtefacts(publicDir).sort()).toEqual(
      ["_gatsby", "app-707c4a314819745e08c7.js.map", "chunk-map.json", "webpack.stats.json", "~partytown"].sort(),
    );
    expect(fs.readdirSync(publicDir).sort()).toEqual(["app-707c4a314819745e08c7.js", "index.html", "static"]);
    fs.rmSync(siteDir, { recursive: true, force: true });
  });
});
