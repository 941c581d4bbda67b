import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectConsole, test } from "./fixtures";

const SERVICE = "http://127.0.0.1:9201";
const ENDPOINT = `${SERVICE}/f/quote`;

interface Received {
  path: string;
  contentType: string;
  accept: string;
  body: string;
}

async function service(request: APIRequestContext, mode?: string): Promise<Received[]> {
  const response = mode
    ? await request.post(`${SERVICE}/__control?mode=${mode}&reset=1`)
    : await request.get(`${SERVICE}/__control`);
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

test("the message box is 200 px high, every field has a label, and the form posts to the service", async ({ page }) => {
  for (const path of ["/", "/contact"]) {
    await page.goto(path);
    const form = page.locator("form[method=POST]");
    await expect(form).toHaveAttribute("action", ENDPOINT);
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

// These share the one form service stand-in, so they run one at a time, in one project (tag @once).
test.describe("sending a quote request", { tag: "@once" }, () => {
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
  });

  test("the page's Content-Security-Policy lets the form reach its endpoint", async ({ page, request }) => {
    const response = await page.goto("/contact");
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy).toContain(`connect-src 'self' ${ENDPOINT};`);
    expect(policy).toContain(`form-action 'self' ${ENDPOINT};`);
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
      await expect(status.getByRole("link", { name: "hello@brightcode.example" })).toHaveAttribute(
        "href",
        "mailto:hello@brightcode.example",
      );
      expect(await fieldValues(page)).toEqual(typed);
      await expect(sendButton(page)).toBeEnabled();
      await service(request, "ok");
      await status.getByRole("button", { name: "Try again" }).click();
      await expect(status).toHaveText(/Thank you!/);
      const received = await service(request);
      expect(received).toHaveLength(1);
      expect(Object.fromEntries(new URLSearchParams(received[0]!.body))).toEqual(typed);
      expectConsole(consoleProblems, /Failed to load resource|Failed to fetch/);
    });
  }

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
