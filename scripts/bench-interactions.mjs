// Interaction benchmark: how long each control takes from a visitor's press to the next paint, as Core Web
// Vitals' INP measures it (Event Timing), with the CPU slowed 4× like a mid-range phone, beside the floor: a
// plain HTML button that changes one line of text, measured the same way in the same run, both on an empty
// page and added to the control's own page (which also pays for that page's style, layout and paint).
// Prints figures; it is not a test. Usage: npm run bench:interactions [-- --runs 9 --only lightbox --why --early]
// --early presses right after start-up instead (500 ms after React has hydrated the page, the CPU slowed from the
// start), when what start-up leaves for later is still running.
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { markdownTable, writeFigures } from "./bench/figures.mjs";
import { buildIfNeeded, serve } from "./bench/production-site.mjs";
import { chromiumFlags, requireChromium } from "../tools/chromium.mjs";

const root = path.resolve(import.meta.dirname, "..");
const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "9" },
    port: { type: "string", default: "9060" },
    only: { type: "string" },
    // Also prints, for each measured press, where its frame's time went (Long Animation Frames).
    why: { type: "boolean", default: false },
    early: { type: "boolean", default: false },
  },
});
// How long after hydration an --early press comes.
const EARLY_MS = 500;
const runs = Number(args.runs);
const origin = `http://127.0.0.1:${args.port}`;
const CPU_SLOWDOWN = 4;
const BAR = 2; // every control within 2× the floor
const PRESS_MS = 80; // how long a press lasts, from pointerdown to pointerup

const hero = (page) => page.locator("[data-section=hero]");
const dialog = (page) => page.getByRole("dialog");
const viewButton = (page) =>
  page
    .locator(".slick-active")
    .getByRole("button", { name: /^View / })
    .first();
const openLightbox = (page) => viewButton(page).click();

/**
 * The controls: where each is (`target`, scrolled into view before the press, as a visitor scrolls to a
 * control before pressing it, so the scroll's own frames are not counted as the press), what has to happen
 * before it (not measured), and the press that is measured (a click on the target unless `act` says
 * otherwise; `act` is given the target). Each run is a fresh page, so the press is the page's first interaction, or the first after
 * its set-up.
 */
const controls = [
  { name: "Menu", path: "/", width: 375, target: (page) => page.locator("summary", { hasText: "Menu" }) },
  { name: "hero: previous", path: "/", target: (page) => hero(page).getByRole("button", { name: "Previous slide" }) },
  { name: "hero: next", path: "/", target: (page) => hero(page).getByRole("button", { name: "Next slide" }) },
  { name: "hero: thumbnail", path: "/", target: (page) => hero(page).getByRole("button", { name: /^Slide 2:/ }) },
  {
    name: "hero: pause",
    path: "/",
    target: (page) => hero(page).getByRole("button", { name: /automatic slide show/ }),
  },
  { name: "project dots", path: "/projects", target: (page) => page.getByRole("button", { name: "Slide 03" }) },
  { name: "lightbox: open", path: "/projects", target: viewButton },
  {
    name: "lightbox: previous",
    path: "/projects",
    setup: openLightbox,
    target: (page) => dialog(page).getByRole("button", { name: "Previous project" }),
  },
  {
    name: "lightbox: next",
    path: "/projects",
    setup: openLightbox,
    target: (page) => dialog(page).getByRole("button", { name: "Next project" }),
  },
  {
    name: "lightbox: close",
    path: "/projects",
    setup: openLightbox,
    target: (page) => dialog(page).getByRole("button", { name: "Close" }),
  },
  {
    name: "works slider: drag",
    // From 1024 px the three works fit in view and nothing slides.
    path: "/software",
    width: 768,
    target: (page) => page.locator("[data-section=works] .slick-list"),
    act: async (page, list) => {
      const box = await list.boundingBox();
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + box.width * 0.7, y);
      await page.mouse.down();
      for (let step = 1; step <= 5; step++) await page.mouse.move(box.x + box.width * (0.7 - step * 0.08), y);
      await page.mouse.up();
    },
  },
  {
    name: "form: typing",
    path: "/contact",
    target: (page) => page.getByLabel("Your Name"),
    act: (page, field) => field.pressSequentially("A"),
  },
  {
    name: "form: submit",
    path: "/contact",
    // A filled form: the press is answered by the page's own "Sending…", not by the browser's bubble over an
    // empty required field. The request, after that frame, goes nowhere here.
    setup: async (page) => {
      const fields = {
        "Your Name": "Ada Lovelace",
        "Your Email": "ada@example.com",
        Subject: "A quote",
        Message: "Hello",
      };
      for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
    },
    target: (page) => page.getByRole("button", { name: "Send Request" }),
  },
  {
    name: "back to top",
    path: "/",
    setup: (page) => page.evaluate(() => window.scrollTo({ top: 1200, behavior: "instant" })),
    target: (page) => page.getByRole("button", { name: "Back to top" }),
  },
];

// The floor: the simplest control a page can have, a button that changes a line of text.
const plainButton = () => {
  const box = document.createElement("div");
  box.style.cssText = "position:fixed;top:0;left:0;z-index:2147483647;padding:8px;background:#fff";
  box.innerHTML = '<p id="bench-line">Not yet</p><button id="bench-button">Press</button>';
  document.body.append(box);
  document.getElementById("bench-button").addEventListener("click", () => {
    document.getElementById("bench-line").textContent = "Pressed";
  });
};
const plainButtonTarget = (page) => page.locator("#bench-button");
/** The floor on an empty page, and on the page of a control (without the control's own set-up). */
const emptyFloor = { path: null, setup: (page) => page.evaluate(plainButton), target: plainButtonTarget };
const floorOn = (control) => ({
  ...emptyFloor,
  name: `${control.name} (plain button)`,
  path: control.path,
  width: control.width,
});

/**
 * Records the Event Timing entries of interactions (what INP reads), and the long animation frames (where a
 * frame's time went), before the page's own scripts run.
 */
const recordInteractions = () => {
  window.__interactions = [];
  window.__frames = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) window.__interactions.push(entry);
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => window.__frames.push(...list.getEntries())).observe({
    type: "long-animation-frame",
  });
};

/** Where the long frames after the press went: scripts by function and file, then style, layout and paint. */
const frameReport = () =>
  window.__frames.map((frame) => {
    const scripts = frame.scripts
      .map(
        (s) =>
          `${Math.round(s.duration)} ms ${s.invoker} ${s.sourceFunctionName || "?"} ${s.sourceURL.split("/").pop()}`,
      )
      .join("; ");
    const render = frame.renderStart ? Math.round(frame.startTime + frame.duration - frame.renderStart) : 0;
    return `frame ${Math.round(frame.duration)} ms: scripts [${scripts}]; rendering ${render} ms`;
  });

/** Whether React has hydrated <main>, its sections and the footer (each a Suspense boundary of its own). */
const hydrated = () =>
  [...document.querySelectorAll("main, main > *, footer")].every((element) =>
    Object.keys(element).some((key) => key.startsWith("__reactProps")),
  );

/** One press on a fresh page: the longest event of the measured interaction, in ms (INP's figure). */
async function measure(context, control) {
  const page = await context.newPage();
  await page.addInitScript(recordInteractions);
  await page.setViewportSize({ width: control.width ?? 1280, height: 900 });
  const cdp = await context.newCDPSession(page);
  const slow = () => cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  if (control.path && args.early) {
    // The phone's start-up too, and the press as soon as a visitor could make it after hydration.
    await slow();
    await page.goto(`${origin}${control.path}`, { waitUntil: "commit" });
    await page.waitForFunction(hydrated, undefined, { polling: 20 });
    await page.waitForTimeout(EARLY_MS);
  } else if (control.path) {
    await page.goto(`${origin}${control.path}`, { waitUntil: "networkidle" });
    // Hydrated, the spinner gone and the start-up's work done, as a visitor who reads before pressing.
    await page.waitForFunction(() => !document.getElementById("spinner"));
    await page.waitForTimeout(1500);
  } else {
    await page.setContent('<!DOCTYPE html><html lang="en"><meta name="viewport" content="width=device-width">');
    await page.evaluate(recordInteractions);
  }
  await control.setup?.(page);
  const target = control.target(page);
  await target.scrollIntoViewIfNeeded();
  if (!args.early) await page.waitForTimeout(500);
  await page.evaluate(() => {
    window.__interactions.length = 0;
    window.__frames.length = 0;
  });
  await slow();
  // A finger or a mouse button stays down for a moment: pressed and released at once, the press's own
  // frame would be counted in the release's time, which no person sees.
  await (control.act ? control.act(page, target) : target.click({ delay: PRESS_MS }));
  await page.waitForTimeout(1500);
  const durations = await page.evaluate(() => window.__interactions.map((entry) => entry.duration));
  if (args.why && control.name) {
    const events = await page.evaluate(() => window.__interactions.map((e) => `${e.name} ${e.duration}`).join(", "));
    console.log(`  ${control.name}: events [${events}]\n    ${(await page.evaluate(frameReport)).join("\n    ")}`);
  }
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await page.close();
  // Event Timing reports nothing under its 16 ms threshold: such a press counts as 16 ms.
  return Math.max(16, ...durations);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  buildIfNeeded();
  const server = await serve({ folder: root, origin });
  const browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumFlags });
  try {
    // A phone's screen density, as Lighthouse's mobile preset has it: painting costs what it costs there.
    const context = await browser.newContext({ reducedMotion: "no-preference", deviceScaleFactor: 2.625 });
    const chosen = controls.filter((c) => !args.only || c.name.includes(args.only));
    const emptyFloors = [];
    const rows = [];
    for (const control of chosen) {
      // The floors are measured between the control's runs, so all see the machine as it is at that moment.
      const times = [];
      const pageFloors = [];
      for (let run = 0; run < runs; run++) {
        // The floor on its page decides; the empty page's, for scale, every third run.
        if (run % 3 === 0) emptyFloors.push(await measure(context, emptyFloor));
        pageFloors.push(await measure(context, floorOn(control)));
        times.push(await measure(context, control));
      }
      const row = { control, ms: median(times), pageFloor: median(pageFloors), times, pageFloors };
      rows.push(row);
      process.stdout.write(
        `${control.name}: ${times.join(", ")} ms; plain button on its page: ${pageFloors.join(", ")} ms\n`,
      );
    }
    const empty = median(emptyFloors);
    console.log(`\nFloor on an empty page (a plain HTML button), median of ${emptyFloors.length}: ${empty} ms`);
    console.table(
      Object.fromEntries(
        rows.map(({ control, ms, pageFloor, times }) => [
          control.name,
          {
            route: control.path,
            width: control.width ?? 1280,
            "median ms": ms,
            runs: times.join(" "),
            "floor on its page": pageFloor,
            "× floor on its page": (ms / pageFloor).toFixed(2),
            "× empty floor": (ms / empty).toFixed(2),
          },
        ]),
      ),
    );
    const over = rows.filter(({ ms, pageFloor }) => ms > BAR * pageFloor);
    const verdict = over.length
      ? `Over ${BAR}× the plain button on their page: ${over.map((row) => row.control.name).join(", ")}`
      : `Every control within ${BAR}× the plain button on its page.`;
    console.log(verdict);
    if (!args.only) {
      const table = markdownTable(
        ["Control", "Route", "Width", "Median", "Runs (ms)", "Plain button on its page", "× that floor"],
        rows.map(({ control, ms, pageFloor, times }) => [
          control.name,
          `\`${control.path}\``,
          `${control.width ?? 1280} px`,
          `${ms} ms`,
          times.join(" "),
          `${pageFloor} ms`,
          (ms / pageFloor).toFixed(1),
        ]),
        2,
      );
      const when = args.early
        ? `pressed ${EARLY_MS} ms after hydration, the CPU slowed ${CPU_SLOWDOWN}× from the start`
        : `CPU slowed ${CPU_SLOWDOWN}×, each press the first on a fresh page once its start-up is done`;
      await writeFigures(
        args.early ? "interactions-early" : "interactions",
        `${table}

Median of ${runs} runs each, ${when}; ` +
          `the plain button on an empty page: ${empty} ms (median of ${emptyFloors.length}). ${verdict}`,
        `npm run bench:interactions${args.early ? " -- --early" : ""}`,
      );
    }
  } finally {
    await browser.close();
    process.kill(-server.pid, "SIGTERM");
  }
}

await main();
