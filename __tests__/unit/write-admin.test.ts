/**
 * @jest-environment node
 *
 * The content manager the build writes into public/ (plugins/cms/write-admin.ts): Decap's bundle with the
 * site's fixes, in a folder named after its version and content, and the site's script whose settings the
 * local backend reads back (lib/cms-site.mjs).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readSiteSettings } from "../../lib/cms-site.mjs";
import { DECAP_FIXES } from "../../plugins/cms/decap-fixes";
import { writeAdmin } from "../../plugins/cms/write-admin";

let site: string;
beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), "write-admin-"));
});
afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

test("stops the build when Decap's bundle is no longer where the content manager copies it from", () => {
  const decap = path.join(site, "node_modules/decap-cms");
  fs.mkdirSync(path.join(decap, "dist"), { recursive: true });
  fs.writeFileSync(path.join(site, "package.json"), "{}");
  fs.writeFileSync(path.join(decap, "package.json"), JSON.stringify({ name: "decap-cms", version: "4.0.0" }));
  fs.writeFileSync(path.join(decap, "dist/decap-cms.min.js"), "");
  expect(() => writeAdmin(site, {})).toThrow(/^Content manager: .*decap-cms\/dist has no decap-cms\.js/);
});

/** A site whose decap-cms package has `bundle` as its dist/decap-cms.js, and one chunk. */
function fakeDecap(bundle: string) {
  const decap = path.join(site, "node_modules/decap-cms");
  fs.mkdirSync(path.join(decap, "dist"), { recursive: true });
  fs.mkdirSync(path.join(site, "plugins/cms"), { recursive: true });
  fs.writeFileSync(path.join(site, "plugins/cms/admin.js"), "");
  fs.writeFileSync(path.join(site, "package.json"), "{}");
  fs.writeFileSync(path.join(decap, "package.json"), JSON.stringify({ name: "decap-cms", version: "4.0.0" }));
  fs.writeFileSync(path.join(decap, "dist/decap-cms.js"), bundle);
  fs.writeFileSync(path.join(decap, "dist/103.decap-cms.js"), "chunk");
  return path.join(decap, "dist/decap-cms.js");
}

test("serves Decap's bundle with the site's fixes, in a folder named after its version and content", () => {
  const [fix] = DECAP_FIXES;
  fakeDecap(`before;${fix!.from}after`);
  writeAdmin(site, {});
  const src = /src="\/admin\/(decap-cms-4\.0\.0-[0-9a-f]{20})\/decap-cms\.js"/.exec(
    fs.readFileSync(path.join(site, "public/admin.html"), "utf8"),
  )![1]!;
  const served = path.join(site, "public/admin", src);
  expect(fs.readFileSync(path.join(served, "decap-cms.js"), "utf8")).toBe(`before;${fix!.to}after`);
  expect(fs.readFileSync(path.join(served, "103.decap-cms.js"), "utf8")).toBe("chunk");
  // A bundle fixed otherwise is served from another folder, which no browser has cached.
  fs.rmSync(path.join(site, "public"), { recursive: true });
  fakeDecap(`other;${fix!.from}after`);
  writeAdmin(site, {});
  expect(fs.readdirSync(path.join(site, "public/admin"))).not.toContain(src);
});

test("writes no content manager when a fix no longer applies to Decap's bundle", () => {
  const bundle = fakeDecap("a bundle of another version");
  expect(() => writeAdmin(site, {})).toThrow(`Content manager: ${bundle} has no single copy`);
  expect(fs.existsSync(path.join(site, "public/admin.html"))).toBe(false);
});

test("the site's script starts with the settings, which the local backend reads back as written", () => {
  const [fix] = DECAP_FIXES;
  fakeDecap(`${fix!.from}`);
  const config = { backend: { branch: "main" }, media_folder: "content/media", collections: [{ name: "projects" }] };
  writeAdmin(site, config);
  expect(readSiteSettings(path.join(site, "public")).config).toEqual(config);
  fs.writeFileSync(path.join(site, "public/admin.html"), "<p>no script</p>");
  expect(() => readSiteSettings(path.join(site, "public"))).toThrow(/loads no site script/);
});
