// An editor's everyday edits go live (docs/editors.md, "What you may change"): in a copy of the site, the editors'
// content is changed as an editor changes it (whatever it holds today), built as production builds it, and the
// browser suite's content checks (the tests tagged @content, which `npm run test:content` runs on every change)
// run against that build. Nothing here expects a text of the content: it only has to pass.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import matter from "gray-matter";
import { timedBuild } from "../../tools/gatsby-build.mjs";
import { copySite } from "../../tools/site-copy.mjs";
import { collections, INTEGER_MAX } from "../../src/schema/collections";
import { readSiteContent } from "../support/site-content";
import { expect, test } from "./fixtures";
import { EDITS_PORT } from "./hosts.mjs";

const root = path.resolve(__dirname, "../..");
const limit = (collection: string, field: string) => collections[collection]!.fields[field]!.max!;
/** A text of exactly `length` characters, in words, as an editor at the field's limit writes it. */
const wordsOf = (length: number, start: string) =>
  `${start} ${"and more words ".repeat(20)}`.slice(0, length).trimEnd().padEnd(length, ".");

/** Rewrites some fields of a Markdown file's front matter, keeping the rest. */
function change(file: string, fields: Record<string, unknown>) {
  const { data, content } = matter(fs.readFileSync(file, "utf8"));
  fs.writeFileSync(file, matter.stringify(content, { ...data, ...fields }));
}

/** The edits: each an ordinary change an editor makes in the content manager, all of them in one copy. */
function edit(dir: string) {
  const content = readSiteContent(dir);
  const file = (collection: string, slug: string) => path.join(dir, collection, `${slug}.md`);
  const [first, second] = content.projects;
  // A project renamed, with a title and a description as long as their fields take.
  change(file("projects", first!.slug), {
    title: wordsOf(limit("projects", "title"), "FLEET TRACKING"),
    description: wordsOf(limit("projects", "description"), "Live positions"),
  });
  // A project added after the others, with a picture of its own (a copy of the first's).
  const image = `./editor-added${path.extname(first!.image)}`;
  fs.copyFileSync(path.join(dir, "projects", first!.image), path.join(dir, "projects", image));
  fs.writeFileSync(
    file("projects", "editor-added"),
    matter.stringify("", {
      order: Math.max(...content.projects.map((p) => p.order)) + 1,
      title: "GREEN ROUTES",
      description: "Electric delivery routes planned around charging stops",
      image,
      alt: "A map of delivery routes",
    }),
  );
  // A project removed (the second: the renamed and the added stay), with its picture.
  if (second) {
    fs.rmSync(file("projects", second.slug));
    fs.rmSync(path.join(dir, "projects", second.image));
  }
  // A hero caption reworded, a counter's target moved on, a service's text rewritten.
  change(file("hero", content.hero[0]!.slug), { line1: "Software that grows", line2: "with your business" });
  const { target } = content.counters[0]!;
  change(file("counters", content.counters[0]!.slug), { target: target < INTEGER_MAX ? target + 1 : target - 1 });
  change(file("services", content.services[0]!.slug), {
    text: wordsOf(limit("services", "text"), "Rewritten by an editor:"),
  });
  // The phone number and the opening hours.
  change(file("company", "company"), { phone: "+1 212 555 0100", hours: "Mon - Sat, 8:00 - 6:00" });
}

/** Runs the browser suite's content checks against the build in `dir`; resolves with its exit code and output. */
function contentChecks(dir: string): Promise<{ code: number | null; output: string }> {
  const env = {
    ...process.env,
    E2E_SITE: "production",
    E2E_SITE_DIR: dir,
    CONTENT_DIR: path.join(dir, "content"),
    E2E_PORT: String(EDITS_PORT),
  };
  const child = spawn(path.join(root, "node_modules/.bin/playwright"), ["test", "--reporter=line"], { cwd: root, env });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, output })));
}

test("the content checks pass on a build of the editors' content after everyday edits", async () => {
  // A build, then the content checks at three widths: long, and below other tests' priority.
  test.setTimeout(900_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "editor-edits-"));
  try {
    copySite(root, dir);
    edit(path.join(dir, "content"));
    await timedBuild(root, dir, path.join(dir, "build.log"));
    const { code, output } = await contentChecks(dir);
    // Every check passed (Playwright exits 1 on a failure), and there were some to pass.
    expect({ code, ran: /\b[1-9]\d* passed/.test(output) }, output.slice(-6000)).toEqual({ code: 0, ran: true });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
