import type { APIRequestContext, Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { FORM_ENDPOINT, FORM_SERVICE } from "./csp-helpers";
import { company, expect, expectConsole, test } from "./fixtures";

interface Received {
  path: string;
  contentType: string;
  accept: string;
  body: string;
}

async function service(request: APIRequestContext, mode?: string): Promise<Received[]> {
  const response = mode
    ? await request.post(`${FORM_SERVICE}/__control?mode=${mode}&reset=1`)
    : await request.get(`${FORM_SERVICE}/__control`);
  return response.json();
}

const typed = {
  name: "Ada Lovelace <b>",
  email: "ada@example.com",
  subject: "A quote & an estimate = 100%",
  message: "Line one\nLine two: <script>alert(1)</script>",
};

async function fill(page: Page, values: Partial<typeof typed> = typed) {
  const form = page.locator("form[method=POST]");
  for (const [field, value] of Object.entries(values)) await form.locator(`[name=${field}]`).fill(value);
  return form;
}

const fieldValues = (page: Page) =>
  page
    .locator("form[method=POST]")
    .evaluate((form) =>
      Object.fromEntries(
        ["name", "email", "subject", "message"].map((n) => [
          n,
          (form.querySelector(`[name=${n}]`) as HTMLInputElement).value,
        ]),
      ),
    );

const sendButton = (page: Page) => page.getByRole("button", { name: "Send Request" });

/** Everything the tab keeps in sessionStorage, as one string. */
const tabStorage = (page: Page) => page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));

/** Waits until the form has hydrated and the frame after it has run (a restored draft is in by then). */
async function formSettled(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector("form[method=POST]");
    return !!form && Object.keys(form).some((key) => key.startsWith("__reactProps"));
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}

/** A mailto: link's address and fields, each decoded as RFC 6068 says (percent-decoding only; "+" is a plus). */
function mailto(href: string | null): Record<string, string | undefined> {
  const match = /^mailto:([^?]*)\?(.*)$/.exec(href ?? "");
  if (!match) throw new Error(`not a mailto: link with fields: ${href}`);
  const fields = Object.fromEntries(
    match[2]!.split("&").map((pair) => pair.split("=").map((part) => decodeURIComponent(part)) as [string, string]),
  );
  return { to: decodeURIComponent(match[1]!), ...fields };
}

/** What the mail program must receive from `typed`: its subject, and a body with every line ending in CRLF. */
function expectMailtoOfTyped(href: string | null) {
  const mail = mailto(href);
  expect(mail.to).toBe(company.email);
  expect(mail.subject).toBe(typed.subject);
  const body = mail.body ?? "";
  for (const value of [typed.name, typed.email, typed.message.replace("\n", "\r\n")]) expect(body).toContain(value);
  expect(body).not.toMatch(/[^\r]\n/);
  // Nothing typed can add a field of its own (the subject holds "&" and "=").
  expect(Object.keys(mail).sort()).toEqual(["body", "subject", "to"]);
}

test("the message box is 200 px high, every field has a label, and the form posts to the service", async ({ page }) => {
  for (const path of ["/", "/contact"]) {
    await page.goto(path);
    const form = page.locator("form[method=POST]");
    await expect(form).toHaveAttribute("action", FORM_ENDPOINT);
    await expect(form.locator("textarea[name=message]")).toHaveCSS("height", "200px");
    await expect(form.getByLabel("Your Name")).toHaveAttribute("name", "name");
    await expect(form.getByLabel("Your Email")).toHaveAttribute("type", "email");
    await expect(form.getByLabel("Subject")).toHaveAttribute("name", "subject");
    await expect(form.getByLabel("Message", { exact: true })).toHaveAttribute("name", "message");
    await expect(form.locator("[required], [maxlength], [minlength]")).toHaveCount(0);
    const honeypot = form.locator("[name=_gotcha]");
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    await expect(honeypot).not.toBeInViewport();
  }
});

test.describe("a draft kept for the tab", () => {
  test("survives a reload, without the honeypot", async ({ page }) => {
    await page.goto("/contact");
    await fill(page);
    await page.locator("[name=_gotcha]").fill("I am a bot", { force: true });
    const stored = await tabStorage(page);
    expect(stored).toContain("Ada Lovelace");
    expect(stored).not.toContain("I am a bot");
    await page.reload();
    await formSettled(page);
    await expect.poll(() => fieldValues(page)).toEqual(typed);
    await expect(page.locator("[name=_gotcha]")).toHaveValue("");
  });

  test("is one draft for / and /contact, and comes back after Back", async ({ page }) => {
    await page.goto("/contact");
    await fill(page);
    await page.getByRole("navigation", { name: "breadcrumb" }).getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await formSettled(page);
    await expect.poll(() => fieldValues(page)).toEqual(typed);
    await page.goBack();
    await expect(page).toHaveURL(/\/contact\/?$/);
    await formSettled(page);
    await expect.poll(() => fieldValues(page)).toEqual(typed);
    // Away to another document and back again.
    await page.goto("/about");
    await page.goBack();
    await formSettled(page);
    await expect.poll(() => fieldValues(page)).toEqual(typed);
  });

  test("stays in its tab: a new tab starts empty", async ({ page }) => {
    await page.goto("/contact");
    await fill(page);
    const other = await page.context().newPage();
    await other.goto("/contact");
    await formSettled(other);
    expect(await fieldValues(other)).toEqual({ name: "", email: "", subject: "", message: "" });
    expect(await tabStorage(other)).not.toContain("Ada Lovelace");
    await other.close();
  });
});

// These share the one form service stand-in, so they run one at a time.
test.describe("sending a quote request", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeEach(async ({ request }) => {
    await service(request, "ok");
  });

  test("sends exactly the four fields as typed and thanks the visitor", async ({ page, request }) => {
    await page.goto("/contact");
    await fill(page);
    await sendButton(page).click();
    await expect(page.getByTestId("quote-status")).toHaveText(/Thank you! Your request has been sent/);
    const received = await service(request);
    expect(received).toHaveLength(1);
    expect(received[0]!.path).toBe("/f/quote");
    expect(received[0]!.contentType).toContain("application/x-www-form-urlencoded");
    expect(received[0]!.accept).toBe("application/json");
    expect([...new URLSearchParams(received[0]!.body)]).toEqual(Object.entries(typed));
    expect(await fieldValues(page)).toEqual({ name: "", email: "", subject: "", message: "" });
    // Typed markup stays text: nothing from the fields became elements.
    await expect(page.locator("form b, form script")).toHaveCount(0);
    // The draft went with the request: a reload brings nothing back.
    expect(await tabStorage(page)).not.toContain("Ada Lovelace");
    await page.reload();
    await formSettled(page);
    expect(await fieldValues(page)).toEqual({ name: "", email: "", subject: "", message: "" });
  });

  test("the page's Content-Security-Policy lets the form reach its endpoint", async ({ page, request }) => {
    const response = await page.goto("/contact");
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy).toContain(`connect-src 'self' ${FORM_ENDPOINT};`);
    expect(policy).toContain(`form-action 'self' ${FORM_ENDPOINT};`);
    await fill(page);
    await sendButton(page).click();
    await expect(page.getByTestId("quote-status")).toHaveText(/Thank you!/);
    expect(await service(request)).toHaveLength(1);
  });

  for (const [mode, what] of [
    ["fail", "an error status"],
    ["drop", "a service that is down"],
  ] as const) {
    test(`on ${what} it says so, keeps every field, and a retry succeeds`, async ({
      page,
      request,
      consoleProblems,
    }) => {
      await service(request, mode);
      await page.goto("/");
      await fill(page);
      await sendButton(page).click();
      const status = page.getByTestId("quote-status");
      await expect(status).toContainText("your request was not sent");
      // The email link beside Try again hands everything typed to the visitor's mail program.
      expectMailtoOfTyped(await status.getByRole("link", { name: company.email }).getAttribute("href"));
      expect(await fieldValues(page)).toEqual(typed);
      await expect(sendButton(page)).toBeEnabled();
      expect(await axeViolations(page, "form[method=POST]")).toEqual([]);
      await service(request, "ok");
      await status.getByRole("button", { name: "Try again" }).click();
      await expect(status).toHaveText(/Thank you!/);
      const received = await service(request);
      expect(received).toHaveLength(1);
      expect(Object.fromEntries(new URLSearchParams(received[0]!.body))).toEqual(typed);
      expectConsole(consoleProblems, /Failed to load resource|Failed to fetch/);
    });
  }

  test("the email link carries what is typed when it is pressed", async ({ page, request, consoleProblems }) => {
    await service(request, "drop");
    await page.goto("/contact");
    await fill(page);
    await sendButton(page).click();
    const link = page.getByTestId("quote-status").getByRole("link", { name: company.email });
    await expect(link).toBeVisible();
    await fill(page, { message: "Changed my mind: call me" });
    // The mail program is not opened here: the press is stopped once the page has handled it.
    await page.evaluate(() => document.addEventListener("click", (event) => event.preventDefault()));
    await link.click();
    expect(mailto(await link.getAttribute("href")).body).toContain("Changed my mind: call me");
    expectConsole(consoleProblems, /Failed to load resource|Failed to fetch/);
  });

  test("a refusal shows the service's reasons, the email's beside the email field", async ({
    page,
    request,
    consoleProblems,
  }) => {
    await service(request, "refuse");
    await page.goto("/");
    await fill(page);
    await sendButton(page).click();
    const email = page.getByLabel("Your Email");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("should be an email");
    await expect(page.getByText("should be an email", { exact: true })).toBeVisible();
    await expect(email).toBeFocused();
    for (const label of ["Your Name", "Subject"])
      await expect(page.getByLabel(label)).not.toHaveAttribute("aria-invalid");
    await expect(page.getByLabel("Message", { exact: true })).not.toHaveAttribute("aria-invalid");
    const status = page.getByTestId("quote-status");
    // A reason for a field the form does not have goes to the status, as text.
    await expect(status).toContainText("phone <b>is</b> not a field here");
    await expect(status).not.toContainText("should be an email");
    await expect(status).not.toContainText("check your connection");
    await expect(page.locator("form b")).toHaveCount(0);
    expect(await fieldValues(page)).toEqual(typed);
    expect(await tabStorage(page)).toContain("Ada Lovelace");
    expect(await axeViolations(page, "form[method=POST]")).toEqual([]);
    // Corrected and sent again, the marks go.
    await service(request, "ok");
    await sendButton(page).click();
    await expect(status).toHaveText(/Thank you!/);
    await expect(email).not.toHaveAttribute("aria-invalid");
    await expect(page.getByText("should be an email")).toHaveCount(0);
    expectConsole(consoleProblems, /Failed to load resource/);
  });

  test("a refusal of the whole form shows the service's reason in the status", async ({
    page,
    request,
    consoleProblems,
  }) => {
    await service(request, "refuse-form");
    await page.goto("/contact");
    await fill(page);
    await sendButton(page).click();
    const status = page.getByTestId("quote-status");
    const reason = "This form does not accept <img src=x onerror=alert(1)> submissions yet";
    await expect(status).toContainText(reason);
    await expect(status).not.toContainText("check your connection");
    await expect(page.locator("form img")).toHaveCount(0);
    await expect(page.locator("form [aria-invalid]")).toHaveCount(0);
    await expect(page.locator(":focus")).toContainText(reason);
    expect(await axeViolations(page, "form[method=POST]")).toEqual([]);
    expectMailtoOfTyped(await status.getByRole("link", { name: company.email }).getAttribute("href"));
    expect(await fieldValues(page)).toEqual(typed);
    expectConsole(consoleProblems, /Failed to load resource/);
  });

  test("a service that never answers times out into the error message", async ({ page, request }) => {
    await service(request, "hang");
    await page.clock.install();
    await page.goto("/contact");
    await fill(page);
    await sendButton(page).click();
    await expect(page.getByRole("button", { name: "Sending…" })).toBeDisabled();
    await page.clock.runFor(15_000);
    await expect(page.getByTestId("quote-status")).toContainText("your request was not sent");
    expect(await fieldValues(page)).toEqual(typed);
  });

  test("a double click sends one request", async ({ page, request }) => {
    await service(request, "slow");
    await page.goto("/contact");
    await fill(page);
    await sendButton(page).dblclick();
    await expect(page.getByRole("button", { name: "Sending…" })).toBeDisabled();
    await expect(page.getByTestId("quote-status")).toHaveText(/Thank you!/);
    expect(await service(request)).toHaveLength(1);
  });

  test("an invalid email is stopped by the browser and nothing is sent", async ({ page, request }) => {
    await page.goto("/contact");
    await fill(page, { ...typed, email: "not-an-email" });
    await sendButton(page).click();
    expect(await page.locator("[name=email]").evaluate((el) => (el as HTMLInputElement).validity.typeMismatch)).toBe(
      true,
    );
    await page.waitForTimeout(500);
    expect(await service(request)).toHaveLength(0);
    await expect(page.getByTestId("quote-status")).toBeEmpty();
  });

  test("a filled honeypot sends nothing and shows success", async ({ page, request }) => {
    await page.goto("/contact");
    await fill(page);
    await page.locator("[name=_gotcha]").fill("I am a bot", { force: true });
    await sendButton(page).click();
    await expect(page.getByTestId("quote-status")).toHaveText(/Thank you!/);
    await page.waitForTimeout(500);
    expect(await service(request)).toHaveLength(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the native POST sends the four fields urlencoded and the service answers", async ({ page, request }) => {
      await page.goto("/contact");
      await fill(page);
      await sendButton(page).click();
      await expect(page.getByRole("heading", { name: "Thanks!" })).toBeVisible();
      const received = await service(request);
      expect(received).toHaveLength(1);
      expect(received[0]!.contentType).toBe("application/x-www-form-urlencoded");
      const fields = Object.fromEntries(new URLSearchParams(received[0]!.body));
      expect(fields).toEqual({ ...typed, message: typed.message.replace("\n", "\r\n"), _gotcha: "" });
    });
  });
});
