// Playwright's global set-up: before any test runs, that public/ was built from the content the tests derive their
// expectations from (site.ts).
import { checkBuiltFrom } from "./site";

export default function checkBuild() {
  checkBuiltFrom();
}
