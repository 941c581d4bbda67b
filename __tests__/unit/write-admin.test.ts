/**
 * @jest-environment node
 *
 * The content manager the build writes into public/ (cms/build/write-admin.ts): Decap's bundle with the
 * site's fixes, in a folder named after its version and content, and the site's script whose settings the
 * local backend reads back (cms/build/site.mjs).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readSiteSettings } from "../../cms/build/site.mjs";
import { DECAP_FIXES } from "../../cms/build/decap-fixes";
import { SCRIPTS, writeAdmin } from "../../cms/build/write-admin";
import { PICTURE_MAX_PIXELS } from "../../src/schema/validate";

/** Text that holds every fix's, once each. */
const fixable = DECAP_FIXES.map(({ from }) => from).join("\n");

let site: string;
beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), "write-admin-"));
});
afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

/** A site whose decap-cms package has `bundle` as its dist/decap-cms.js, and one chunk; its own scripts each say their name. */
function fakeDecap(bundle: string) {
  const decap = path.join(site, "node_modules/decap-cms");
  fs.mkdirSync(path.join(decap, "dist"), { recursive: true });
  fs.mkdirSync(path.join(site, "cms/admin"), { recursive: true });
  for (const name of SCRIPTS) fs.writeFileSync(path.join(site, "cms/admin", name), `/* ${name} */`);
  fs.writeFileSync(path.join(site, "package.json"), "{}");
  fs.writeFileSync(path.join(decap, "package.json"), JSON.stringify({ name: "decap-cms", version: "4.0.0" }));
  fs.writeFileSync(path.join(decap, "dist/decap-cms.js"), bundle);
  fs.writeFileSync(path.join(decap, "dist/103.decap-cms.js"), "chunk");
  return path.join(decap, "dist/decap-cms.js");
}

test("stops the build when Decap's bundle is no longer where the content manager copies it from", () => {
  const bundle = fakeDecap(fixable);
  fs.renameSync(bundle, bundle.replace(/\.js$/, ".min.js"));
  expect(() => writeAdmin(site, {})).toThrow(/^Content manager: .*decap-cms\/dist has no decap-cms\.js/);
});

test("serves Decap's bundle with the site's fixes, in a folder named after its version and content", () => {
  fakeDecap(`before;${fixable}after`);
  writeAdmin(site, {});
  const src = /src="\/admin\/(decap-cms-4\.0\.0-[0-9a-f]{20})\/decap-cms\.js"/.exec(
    fs.readFileSync(path.join(site, "public/admin.html"), "utf8"),
  )![1]!;
  const served = path.join(site, "public/admin", src);
  expect(fs.readFileSync(path.join(served, "decap-cms.js"), "utf8")).toBe(
    `before;${DECAP_FIXES.map(({ to }) => to).join("\n")}after`,
  );
  expect(fs.readFileSync(path.join(served, "103.decap-cms.js"), "utf8")).toBe("chunk");
  // A bundle fixed otherwise is served from another folder, which no browser has cached.
  fs.rmSync(path.join(site, "public"), { recursive: true });
  fakeDecap(`other;${fixable}after`);
  writeAdmin(site, {});
  expect(fs.readdirSync(path.join(site, "public/admin"))).not.toContain(src);
});

test("writes no content manager when a fix no longer applies to Decap's bundle", () => {
  const bundle = fakeDecap("a bundle of another version");
  expect(() => writeAdmin(site, {})).toThrow(`Content manager: ${bundle} has no single copy`);
  expect(fs.existsSync(path.join(site, "public/admin.html"))).toBe(false);
});

test("the site's script starts with the settings, which the local backend reads back as written", () => {
  fakeDecap(fixable);
  const config = { backend: { branch: "main" }, media_folder: "content/media", collections: [{ name: "projects" }] };
  writeAdmin(site, config);
  expect(readSiteSettings(path.join(site, "public")).config).toEqual(config);
  fs.writeFileSync(path.join(site, "public/admin.html"), "<p>no script</p>");
  expect(() => readSiteSettings(path.join(site, "public"))).toThrow(/loads no site script/);
});

test("serves the site's scripts as one, after its settings: the upload rules and hook, the focal widget, then admin.js", () => {
  fakeDecap(fixable);
  writeAdmin(site, {});
  const script = /src="\/admin\/(cms-[0-9a-f]+\.js)"/.exec(
    fs.readFileSync(path.join(site, "public/admin.html"), "utf8"),
  )![1]!;
  const [settings, ...own] = fs.readFileSync(path.join(site, "public/admin", script), "utf8").split("\n");
  expect(own).toEqual(["/* upload-plan.js */", "/* upload.js */", "/* focal.js */", "/* admin.js */"]);
  // The most pixels an upload may have is the build's.
  expect(settings).toContain(`"maxPixels":${PICTURE_MAX_PIXELS}`);
});
