// The quote form where only a browser shows it: its CSS, the browser's own email check, the draft across a reload
// and Back, the post without JavaScript, the built page's request under its policy, and axe on its messages; and with
// the third parties the test build turns on (third-parties.ts), Turnstile's token and the conversion a quote counts
// as. Its logic (states, request, refusals, email link, timeout, the draft's rules, the honeypot) is
// quote-form.test.tsx's and turnstile.test.tsx's.
import type { APIRequestContext, Page } from "@playwright/test";
import { QUOTE_TIMEOUT_MS } from "../../src/components/sections/quote-form-state";
import { TOKEN_WAIT_MS } from "../../src/hooks/use-turnstile";
import { TURNSTILE_ORIGIN } from "../../src/schema/third-parties";
import { TOKEN_LIFETIME_MS } from "../../src/utils/turnstile";
import { axeViolations } from "./axe";
import { recordViolations, violations } from "./csp-helpers";
import { expect, expectConsole, test } from "./fixtures";
import { FORM_ENDPOINT, FORM_SERVICE } from "./hosts.mjs";
import { scrollSettled } from "./page-helpers";

/** Sets how the form service's stand-in answers from now on, forgetting what it received; or, without a mode, lists that. */
async function service(request: APIRequestContext, mode?: string): Promise<Record<string, string>[]> {
  const control = `${FORM_SERVICE}/__control`;
  return (await (mode ? request.post(`${control}?mode=${mode}&reset=1`) : request.get(control))).json();
}

const typed = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  subject: "A quote & 100%",
  message: "Line one\nLine two",
};
const form = (page: Page) => page.locator("form[method=POST]");

async function fill(page: Page, values = typed) {
  for (const [field, value] of Object.entries(values)) await form(page).locator(`[name=${field}]`).fill(value);
}

/** What the four fields hold (not the honeypot). */
const fieldValues = (page: Page) =>
  form(page).evaluate((element: HTMLFormElement) =>
    Object.fromEntries([...new FormData(element)].filter(([name]) => name !== "_gotcha")),
  );

/** Waits until React has taken over the form (after a load the fixtures' page.goto did not make). */
const hydratedForm = (page: Page) =>
  page.waitForFunction(() =>
    Object.keys(document.querySelector("form[method=POST]")!).some((key) => key.startsWith("__reactProps")),
  );

const sendButton = (page: Page) => page.getByRole("button", { name: "Send Request" });

/**
 * Presses Send as a person does: once the page stands still. The page's scripts scroll a field that takes focus
 * clear of the header and the back-to-top button, smoothly; a press while the page moves is released elsewhere,
 * and makes no click.
 */
async function send(page: Page) {
  await scrollSettled(page);
  await sendButton(page).click();
}

test("the message box is 200 px high and the honeypot is out of sight, on / and /contact", async ({ page }) => {
  for (const path of ["/", "/contact"]) {
    await page.goto(path);
    const message = form(page).locator("textarea[name=message]");
    await message.scrollIntoViewIfNeeded();
    await expect(message).toHaveCSS("height", "200px");
    await expect(form(page).locator("[name=_gotcha]")).not.toBeInViewport();
  }
});

test("its fields, its button and the header's controls change state at once, without a fade", async ({ page }) => {
  // A fade of a colour, a border or a focus ring is painted by the main thread every frame for its 150 ms: a key
  // typed or a press made meanwhile waits for those frames (Bootstrap's transitions, off in _variables.scss).
  await page.goto("/contact");
  const durations = await page
    .locator(".btn, .form-control, .form-floating > label, .nav-link, .navbar-toggler")
    .evaluateAll((all) => all.map((el) => `${el.tagName} ${el.className}: ${getComputedStyle(el).transitionDuration}`));
  expect(durations.length).toBeGreaterThan(8);
  expect(
    durations.filter((entry) => !/: 0s$/.test(entry)),
    "controls that fade",
  ).toEqual([]);
});

test("the browser's own email check stops a malformed address: the form is not submitted", async ({ page }) => {
  await page.goto("/contact");
  await fill(page, { ...typed, email: "not-an-email" });
  await form(page).evaluate((element) => element.addEventListener("submit", () => element.classList.add("submitted")));
  await send(page);
  await expect(form(page)).not.toHaveClass(/submitted/);
  await expect(form(page).locator("[name=email]:invalid")).toHaveCount(1);
});

test.describe("the draft kept for the tab", () => {
  test("comes back after a reload, on the other page with the form, and after Back", async ({ page }) => {
    await page.goto("/contact");
    await fill(page);
    await page.reload();
    await expect.poll(() => fieldValues(page)).toEqual(typed);
    // One draft for / and /contact, through the site's own navigation.
    await page.getByRole("navigation", { name: "breadcrumb" }).getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => fieldValues(page)).toEqual(typed);
    await page.goBack();
    await expect(page).toHaveURL(/\/contact$/);
    await expect.poll(() => fieldValues(page)).toEqual(typed);
    // Away to another document and back again.
    await page.goto("/about");
    await page.goBack();
    await expect.poll(() => fieldValues(page)).toEqual(typed);
  });

  test("stays in its tab: a new tab starts empty", async ({ page }) => {
    await page.goto("/contact");
    await fill(page);
    const other = await page.context().newPage();
    await other.goto("/contact");
    // Hydrated, and the frame after it has run: a draft would be in the fields by then.
    await hydratedForm(other);
    await other.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    expect(await fieldValues(other)).toEqual({ name: "", email: "", subject: "", message: "" });
    await other.close();
  });
});

// These share the one form service stand-in, so they run one at a time.
test.describe("sending", () => {
  test.describe.configure({ mode: "serial" });

  test("Turnstile comes at the first keystroke; its token, the four fields and one conversion go, as the policy lets them", async ({
    page,
    request,
    thirdParties,
  }) => {
    await recordViolations(page);
    await service(request, "ok");
    // From a page without the form, by the site's own link: the browser loads the form's page, with the policy that
    // admits Turnstile, once; the site's router never draws it first (src/hooks/use-turnstile.ts).
    await page.goto("/about");
    const navigations: string[] = [];
    page.on("framenavigated", (frame) => void (frame === page.mainFrame() && navigations.push(frame.url())));
    const loaded = page.waitForEvent("load");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact Us" }).click();
    await loaded;
    expect(navigations).toEqual([expect.stringMatching(/\/contact$/)]);
    await hydratedForm(page);
    const turnstileRequests = () => thirdParties.requests.filter((url) => url.startsWith(TURNSTILE_ORIGIN));
    // Tabbing into the form is not filling it in.
    await form(page).locator("[name=name]").focus();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    expect(turnstileRequests()).toEqual([]);
    await fill(page);
    await expect.poll(turnstileRequests).toContainEqual(expect.stringContaining("/turnstile/v0/api.js"));
    await send(page);
    await expect(page.getByTestId("quote-status")).toHaveText(/Thank you!/);
    expect(await service(request)).toEqual([
      {
        path: new URL(FORM_ENDPOINT).pathname,
        contentType: expect.stringMatching(/^application\/x-www-form-urlencoded/),
        accept: "application/json",
        body: new URLSearchParams({ ...typed, "cf-turnstile-response": "token-1" }).toString(),
      },
    ]);
    await expect.poll(() => thirdParties.events.filter((event) => event.n === "Quote sent")).toHaveLength(1);
    expect(await violations(page)).toEqual([]);
    // Nothing of the visitor's is kept once it is sent, and nothing of the third parties' at all: no cookie and no
    // storage, so no consent banner is needed.
    expect(await page.context().cookies()).toEqual([]);
    // What the tab keeps is Gatsby's own scroll positions (sessionStorage, for Back), which identify nobody.
    const stored = await page.evaluate(() => [localStorage, sessionStorage].map((storage) => Object.keys(storage)));
    expect(stored.map((keys) => keys.filter((key) => !key.startsWith("@@scroll|")))).toEqual([[], []]);
  });

  test("a token older than its lifetime less the request's timeout is renewed before sending", async ({
    page,
    request,
  }) => {
    await service(request, "ok");
    await page.clock.install();
    await page.goto("/contact");
    await fill(page);
    await expect
      .poll(() => page.evaluate(() => (window as { __turnstile?: { issued: number } }).__turnstile?.issued))
      .toBe(1);
    await page.clock.fastForward(TOKEN_LIFETIME_MS - QUOTE_TIMEOUT_MS);
    await send(page);
    await expect(page.getByTestId("quote-status")).toHaveText(/Thank you!/);
    const [received] = await service(request);
    expect(new URLSearchParams(received!.body).get("cf-turnstile-response")).toBe("token-2");
  });

  for (const answer of ["abort", "hang"] as const) {
    test(`with Turnstile's and the provider's hosts ${answer === "abort" ? "unreachable" : "not answering"}, the quote goes without a token`, async ({
      page,
      request,
      thirdParties,
      consoleProblems,
    }) => {
      thirdParties.answer = { turnstile: answer, analytics: answer };
      await service(request, "ok");
      await page.clock.install();
      await page.goto("/contact");
      await fill(page);
      await send(page);
      // A script that never arrives holds the request for TOKEN_WAIT_MS at most.
      if (answer === "hang") await page.clock.fastForward(TOKEN_WAIT_MS);
      await expect(page.getByTestId("quote-status")).toHaveText(/Thank you!/);
      expect((await service(request)).map((received) => received.body)).toEqual([
        new URLSearchParams(typed).toString(),
      ]);
      expectConsole(consoleProblems, /ERR_INTERNET_DISCONNECTED/);
    });
  }

  test("the refusal, error and thank-you messages have no axe violation", async ({
    page,
    request,
    consoleProblems,
  }) => {
    await page.goto("/contact");
    await fill(page);
    for (const [mode, shown] of [
      ["refuse", "should be an email"],
      ["fail", "your request was not sent"],
      ["ok", "Thank you!"],
    ] as const) {
      await service(request, mode);
      await send(page);
      await expect(form(page)).toContainText(shown);
      expect(await axeViolations(page, "form[method=POST]"), mode).toEqual([]);
    }
    expectConsole(consoleProblems, /Failed to load resource/);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the form posts the four fields to the service, which answers with its own page", async ({
      page,
      request,
    }) => {
      await service(request, "ok");
      await page.goto("/contact");
      await fill(page);
      await sendButton(page).click(); // no script moves the page
      await expect(page.getByRole("heading", { name: "Thanks!" })).toBeVisible();
      const [received, ...more] = await service(request);
      expect(more).toEqual([]);
      expect(received!.contentType).toBe("application/x-www-form-urlencoded");
      const fields = Object.fromEntries(new URLSearchParams(received!.body));
      expect(fields).toEqual({ ...typed, message: typed.message.replace("\n", "\r\n"), _gotcha: "" });
    });
  });
});
