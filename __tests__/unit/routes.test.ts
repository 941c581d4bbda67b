/**
 * @jest-environment node
 *
 * One list of the site's pages (src/schema/routes.ts): src/pages/ has a file for each and no other page
 * (the content manager's preview aside), and each reads the content/pages/ file of its own address (the
 * content model expects one for each route).
 */
import fs from "node:fs";
import path from "node:path";
import { ROUTES } from "../../src/schema/routes";

const pagesDir = path.resolve(__dirname, "../../src/pages");
/** The address Gatsby gives a file of src/pages/: index.tsx is /, about.tsx is /about. */
const address = (file: string) => `/${file.replace(/\.tsx$/, "").replace(/^index$/, "")}`;

test("src/pages/ has one file for each route, and no other page, each reading the content/pages/ file of its address", () => {
  const files = fs.readdirSync(pagesDir).filter((name) => name.endsWith(".tsx"));
  expect(files.map(address).sort()).toEqual(Object.values(ROUTES).sort());
  for (const file of files) {
    const text = fs.readFileSync(path.join(pagesDir, file), "utf8");
    const queried = [...text.matchAll(/page\(path: \{ eq: "([^"]+)" \}\)/g)].map((m) => m[1]);
    expect([file, queried]).toEqual([file, [address(file)]]);
  }
});
