/**
 * After the build, pages paint before their scripts are requested (paintFirst). Gatsby ends every page with its entry
 * bundles as `<script src async>` (stitched in from the `_gatsby-scripts` slice). Served fast, an async
 * script arrives before the first paint and runs before it, holding back the paint of markup the visitor
 * could already read; on a mid-range phone that is tens of milliseconds of blank screen on every page.
 * The bundles are replaced by a small inline loader that requests them once the first contentful paint is
 * on screen. The page works without them meanwhile, as it does with JavaScript off: links navigate and the
 * form posts. The loader is an inline script like Gatsby's own, so the Content-Security-Policy hashes it.
 */
import { expectFound } from "../../lib/output-changed";

const SLICE_START = '<!-- slice-start id="_gatsby-scripts-1" -->';
const SLICE_END = '<!-- slice-end id="_gatsby-scripts-1" -->';
// Exactly what gatsby-webpack-stats-extractor writes for each bundle.
const BUNDLE = /<script src="(\/[\w.-]+\.js)" async><\/script>/g;
// Gatsby's one inline script whose text differs per page: the page's path, read by its runtime at start-up.
const PAGE_PATH =
  /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath="[^"<]*";\/\*\]\]>\*\/<\/script>/;
/** The id of the <noscript> holding the page's styles for when it runs without JavaScript (gatsby-ssr.tsx). */
export const NO_JS_STYLES_ID = "no-js-styles";
// The latest the bundles are requested, should the browser never report the first paint.
const FALLBACK_MS = 3000;

/**
 * The loader: it requests the bundles when the browser reports the first contentful paint, when the page
 * is or becomes hidden (a hidden page does not paint), or after FALLBACK_MS, whichever comes first. A
 * browser without paint timing requests them after the first frame.
 *
 * All bundles download at once (preload links), but each runs after the one before it has run: webpack
 * starts the app in the task of the last bundle to arrive, so otherwise React's framework bundle, the
 * largest and last to arrive, would be compiled and start the app in one long task.
 *
 * Should a bundle fail to arrive (refused by a proxy or an extension, a broken connection), the app will not
 * start: the page then takes the styles it has with JavaScript off, from the <noscript> of NO_JS_STYLES_ID
 * (gatsby-ssr.tsx), so it reads and works as it does then rather than show controls that do nothing.
 *
 * Its text is the same on every page: it reads the page's path and bundles from its own data attributes.
 * So every page has the same inline scripts, and one Content-Security-Policy fits every page exactly,
 * the 404 page that hosts serve for any unknown address included.
 */
export function bundleLoader(): string {
  return `(function(c){var s=JSON.parse(c.dataset.bundles),done,P=window.PerformanceObserver;window.pagePath=c.dataset.page;
function add(parent,tag,attributes,onload,onerror){var e=document.createElement(tag);for(var k in attributes)e.setAttribute(k,attributes[k]);e.onload=onload;e.onerror=onerror;return parent.appendChild(e)}
function fail(){var n=document.getElementById("${NO_JS_STYLES_ID}");if(n)add(document.head,"style",{}).textContent=n.textContent.replace(/<\\/?style>/g,"")}
function run(){if(done)return;done=1;s.forEach(function(src){add(document.head,"link",{rel:"preload",as:"script",href:src})});
(function next(i){if(i<s.length)add(document.body,"script",{src:s[i]},function(){next(i+1)},fail)})(0)}
if(document.hidden)return run();
document.addEventListener("visibilitychange",run,{once:true});setTimeout(run,${FALLBACK_MS});
if(!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return requestAnimationFrame(function(){setTimeout(run)});
new P(function(list){if(list.getEntriesByName("first-contentful-paint").length)run()})
.observe({type:"paint",buffered:true})})(document.currentScript)`.replace(/\n/g, "");
}

/**
 * Removes the loading overlay (`#spinner`, src/components/layout/spinner.tsx), where a page has one, the
 * milliseconds its `data-hide-after-ms` names after the window's load event. An inline script of the page, not a
 * component's effect, so the overlay also goes when the bundles arrive late, fail or are refused. Its text is the
 * same on every page, as the loader's is; gatsby-ssr.tsx writes it into every page's head.
 */
export function spinnerScript(): string {
  return 'addEventListener("load",function(){var s=document.getElementById("spinner");s&&setTimeout(function(){s.remove()},+s.dataset.hideAfterMs)})';
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** Replaces one page's bundle scripts and its page-path script with the loader. */
export function paintFirst(html: string, pagePath: string, file: string): string {
  const step = "Page scripts (paintFirst)";
  const start = html.lastIndexOf(SLICE_START);
  const end = html.indexOf(SLICE_END, start);
  expectFound(start >= 0 && end >= 0 ? 1 : 0, step, file, `Gatsby's scripts slice (${SLICE_START} … ${SLICE_END})`);
  const slice = html.slice(start, end);
  const sources = [...slice.matchAll(BUNDLE)].map((m) => m[1]!);
  expectFound(sources.length, step, file, 'bundle script (<script src="/….js" async></script>) in that slice');
  const before = html.slice(0, start);
  expectFound(PAGE_PATH.test(before) ? 1 : 0, step, file, "page-path script (window.pagePath)");
  const loader =
    `<script id="bundle-loader" data-page="${escapeAttribute(pagePath)}" data-bundles='${JSON.stringify(sources)}'>` +
    `${bundleLoader()}</script>`;
  return before.replace(PAGE_PATH, "") + slice.replace(BUNDLE, "") + loader + html.slice(end);
}
