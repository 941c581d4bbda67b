// The W3C Nu HTML Checker (vnu-jar, on Java) over every built page: no error from our markup or CSS.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { publicDir } from "./site";
import { expect, test } from "./fixtures";

interface Message {
  url: string;
  message: string;
  extract?: string;
}

/**
 * The errors gatsby-plugin-image's lazy-loading markup causes, which cannot be fixed here: until its start-up
 * script runs, each lazy image keeps its addresses in data-src and data-srcset (so the browser does not
 * fetch them all at once), which leaves <source> without srcset and sizes without srcset; and a constrained
 * image sizes itself with an empty <img role="presentation" alt=""> whose src is an inline SVG. Each entry
 * names the message and the markup it must come from, so the same message from other markup still fails.
 */
const GATSBY_IMAGE_LAZY_MARKUP: { message: string; from: RegExp }[] = [
  { message: "Element “source” is missing required attribute “srcset”.", from: /<source [^>]*data-srcset=/ },
  {
    message: "The “sizes” attribute must only be specified if the “srcset” attribute is also specified.",
    from: /data-srcset=|<img data-gatsby-image-ssr=""[^>]*data-main-image=""/,
  },
  {
    message: "Element “img” is missing one or more of the following attributes: “src”, “srcset”.",
    from: /<img data-gatsby-image-ssr=""[^>]*data-main-image=""/,
  },
  {
    message:
      "An “img” element with a “role” attribute must not have an “alt” attribute whose value is the empty string.",
    from: /<img alt="" role="presentation" aria-hidden="true" src="data:image\/svg\+xml/,
  },
];

/**
 * What the checker has not caught up with: the HTML standard allows blocking="render" on <link rel="expect">
 * (https://html.spec.whatwg.org/multipage/links.html#link-type-expect), which holds the first paint until the
 * page is parsed (gatsby-ssr.tsx); vnu 26.9 still allows it on stylesheets only.
 */
const AHEAD_OF_THE_CHECKER = [
  {
    message: "A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.",
    from: /<link rel="expect" href="#back-to-top" blocking="render"\/>/,
  },
];

const ALLOWED = [...GATSBY_IMAGE_LAZY_MARKUP, ...AHEAD_OF_THE_CHECKER];
const allows = (allowed: (typeof ALLOWED)[number], { message, extract = "" }: Message) =>
  allowed.message === message && allowed.from.test(extract);

// A content check: the editors' Markdown becomes markup too.
test("the W3C Nu HTML Checker finds no error of ours in any built page", { tag: "@content" }, () => {
  test.setTimeout(120_000);
  const pages = fs.readdirSync(publicDir).filter((name) => name.endsWith(".html"));
  // Every page of the site, the 404 page and the content manager's.
  expect(pages).toEqual(expect.arrayContaining(["index.html", "about.html", "404.html", "admin.html"]));
  const vnu = require.resolve("vnu-jar/build/dist/vnu.jar");
  const result = spawnSync(
    "java",
    ["-jar", vnu, "--errors-only", "--format", "json", ...pages.map((name) => path.join(publicDir, name))],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  expect(result.error, "java must be installed (apt-get install -y default-jre-headless)").toBeUndefined();
  const { messages } = JSON.parse(result.stderr) as { messages: Message[] };
  const ours = messages
    .filter((m) => !ALLOWED.some((allowed) => allows(allowed, m)))
    .map((m) => `${path.basename(m.url)}: ${m.message} ${m.extract ?? ""}`);
  expect(ours).toEqual([]);
  // Every allowance is still needed (and the markup it names is checked at all).
  const unused = ALLOWED.filter((allowed) => !messages.some((m) => allows(allowed, m)));
  expect(unused.map((allowed) => allowed.message)).toEqual([]);
});
