// The quote form's logic: its states, the request and what the service answers, the email way out, the draft's
// rules. What only a browser shows (its CSS, its email check, the draft across a reload, the post without
// JavaScript, the built page's request under its policy, axe) is form.spec.ts's.
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Profiler } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { QuoteForm } from "../../src/components/sections/quote-form";
import {
  HONEYPOT_FILLED,
  QUOTE_DRAFT_KEY,
  QUOTE_TIMEOUT_MS,
  quoteBody,
  quoteFormReducer,
  quoteMailto,
  sendQuote,
  type QuoteFormState,
} from "../../src/components/sections/quote-form-state";
import { parseRefusal } from "../../src/components/sections/quote-refusal";
import { company, mockCompanyInfo } from "../support/company";

// Turnstile's widget and script stand in for by a keeper the test drives (turnstile.test.tsx tests the real one).
jest.mock("../../src/utils/turnstile", () => ({ TOKEN_LIFETIME_MS: 300_000, startTurnstile: jest.fn() }));

const at = (status: "idle" | "sending" | "sent") => ({ status }) as QuoteFormState;
const refusal = { fields: { email: "should be an email" }, messages: [] };
const unreachable: QuoteFormState = { status: "error", mailto: "mailto:a@b.co" };
const refused: QuoteFormState = { status: "refused", refusal, mailto: "mailto:a@b.co" };

describe("quoteFormReducer", () => {
  it("goes idle → sending → sent, error or refused", () => {
    expect(quoteFormReducer(at("idle"), { type: "submit" })).toEqual(at("sending"));
    expect(quoteFormReducer(at("sending"), { type: "succeeded" })).toEqual(at("sent"));
    expect(quoteFormReducer(at("sending"), { type: "failed", mailto: "mailto:a@b.co" })).toEqual(unreachable);
    expect(quoteFormReducer(at("sending"), { type: "refused", refusal, mailto: "mailto:a@b.co" })).toEqual(refused);
  });

  it("ignores a second submit while sending, and stale answers when not sending", () => {
    const sending = at("sending");
    expect(quoteFormReducer(sending, { type: "submit" })).toBe(sending);
    expect(quoteFormReducer(at("idle"), { type: "succeeded" })).toEqual(at("idle"));
    expect(quoteFormReducer(at("sent"), { type: "failed", mailto: "" })).toEqual(at("sent"));
    expect(quoteFormReducer(at("idle"), { type: "refused", refusal, mailto: "" })).toEqual(at("idle"));
  });

  it("retries from an error or a refusal, and clears the thank-you once the visitor types again", () => {
    expect(quoteFormReducer(unreachable, { type: "submit" })).toEqual(at("sending"));
    expect(quoteFormReducer(refused, { type: "submit" })).toEqual(at("sending"));
    expect(quoteFormReducer(at("sent"), { type: "edit" })).toEqual(at("idle"));
    expect(quoteFormReducer(unreachable, { type: "edit" })).toBe(unreachable);
    expect(quoteFormReducer(refused, { type: "edit" })).toBe(refused);
  });
});

test("quoteBody holds exactly the four fields, in order, as typed, and not the honeypot", () => {
  const form = document.createElement("form");
  form.innerHTML =
    '<input name="_gotcha" value="x"><input name="message" value="Hi &amp; bye"><input name="name" value="Ada">' +
    '<input name="email" value="a@b.co"><input name="subject" value="x=1">';
  expect(quoteBody(form).toString()).toBe("name=Ada&email=a%40b.co&subject=x%3D1&message=Hi+%26+bye");
});

/** A fetch answer with this status and body text (jsdom has no Response). */
const answer = (status: number, text = "") =>
  ({ ok: status >= 200 && status < 300, status, text: () => Promise.resolve(text) }) as Response;

describe("sendQuote", () => {
  afterEach(() => jest.useRealTimers());
  const send = (body = new URLSearchParams({ name: "Ada" })) => sendQuote("https://formspree.io/f/x", body);

  it("posts the urlencoded fields asking for JSON, and takes a 2xx for sent and a 4xx for a refusal", async () => {
    const fetchMock = jest.fn().mockResolvedValue(answer(200, '{"ok":true}'));
    global.fetch = fetchMock;
    const body = new URLSearchParams({ name: "Ada" });
    await expect(send(body)).resolves.toEqual({ type: "sent" });
    expect(fetchMock).toHaveBeenCalledWith(
      "https://formspree.io/f/x",
      expect.objectContaining({ method: "POST", body, headers: { Accept: "application/json" } }),
    );
    fetchMock.mockResolvedValue(answer(403, '{"error":"Form not active"}'));
    await expect(send()).resolves.toEqual({ type: "refused", refusal: { fields: {}, messages: ["Form not active"] } });
  });

  it("counts a network error, a 5xx, whatever it says, or no answer within the timeout as unreachable", async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(send()).resolves.toEqual({ type: "unreachable" });
    for (const status of [500, 502, 503]) {
      global.fetch = jest.fn().mockResolvedValue(answer(status, '{"error":"Internal error"}'));
      await expect(send()).resolves.toEqual({ type: "unreachable" });
    }
    jest.useFakeTimers();
    global.fetch = jest.fn(
      (_url, init?: RequestInit) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new Error("aborted")))),
    ) as typeof fetch;
    const result = send();
    jest.advanceTimersByTime(QUOTE_TIMEOUT_MS);
    await expect(result).resolves.toEqual({ type: "unreachable" });
  });
});

describe("parseRefusal", () => {
  const parse = (answer: unknown) => parseRefusal(JSON.stringify(answer), ["name", "email"]);

  it("puts a field's first reason beside it, and the rest, or else the `error`, for the whole form", () => {
    const errors = [
      { field: "email", message: "  should be an\n email ", code: "TYPE_EMAIL" },
      { field: "email", message: "a second reason for the same field" },
      { field: "phone", message: "phone is required" },
      { message: "Form is closed" },
      // Names our field through its prototype or not at all: not placed.
      { field: "constructor", message: "odd field" },
    ];
    expect(parse({ error: "Validation errors", errors })).toEqual({
      fields: { email: "should be an email" },
      messages: ["a second reason for the same field", "phone is required", "Form is closed", "odd field"],
    });
    expect(parse({ error: "Form not active" })).toEqual({ fields: {}, messages: ["Form not active"] });
  });

  it.each([
    ["not JSON", "<html>Bad Request</html>"],
    ["empty", ""],
    ["JSON null", "null"],
    ["a JSON array", '[{"message":"x"}]'],
    ["a JSON string", '"should be an email"'],
    ["reasons that are not a list", '{"errors":{"email":"x"}}'],
    [
      "reasons of the wrong shape",
      '{"errors":[null,1,"x",{"message":7},{"field":"email","message":{"a":1}},{"message":"  "}]}',
    ],
    ["an error that is not text", '{"error":{"message":"x"}}'],
    ["far too long to read", JSON.stringify({ error: "x".repeat(2_000_000) })],
  ])("gives no reasons when the answer is %s", (_, text) => {
    expect(parseRefusal(text, ["email"])).toEqual({ fields: {}, messages: [] });
  });

  it("cuts long reasons short and keeps only a few", () => {
    const long = `${"é".repeat(150)}😀${"x".repeat(1000)}`;
    const errors = [{ field: "email", message: long }, ...Array.from({ length: 50 }, (_, i) => ({ message: `m${i}` }))];
    const { fields, messages } = parse({ errors });
    expect(fields.email!.length).toBeLessThanOrEqual(201);
    expect(fields.email!.endsWith("…")).toBe(true);
    expect(long.startsWith(fields.email!.slice(0, -1))).toBe(true);
    // No half of a surrogate pair is left at the cut.
    expect(fields.email).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(messages).toEqual(["m0", "m1", "m2", "m3", "m4"]);
  });
});

describe("quoteMailto", () => {
  /** The address and fields of a mailto: link, percent-decoded as RFC 6068 says ("+" stays a plus). */
  function parse(href: string) {
    const [, to, query] = /^mailto:([^?]*)\?(.*)$/.exec(href)!;
    return { to, pairs: query!.split("&").map((pair) => pair.split("=").map(decodeURIComponent)) };
  }

  it("addresses the company with the typed subject, and a body that holds everything typed", () => {
    const href = quoteMailto(
      "hello@test.example",
      new URLSearchParams({
        name: "Ada + Co",
        email: "ada@example.com",
        subject: "A quote & an estimate = 100% #1?",
        message: "Line one\nLine two\r\nLine three\rend ünïcode 😀",
      }),
    );
    expect(href).not.toMatch(/[\s+]/);
    const { to, pairs } = parse(href);
    expect(to).toBe("hello@test.example");
    // Nothing typed adds a field of its own.
    expect(pairs.map(([key]) => key)).toEqual(["subject", "body"]);
    expect(pairs[0]![1]).toBe("A quote & an estimate = 100% #1?");
    const body = pairs[1]![1]!;
    expect(body).toContain("Ada + Co");
    expect(body).toContain("ada@example.com");
    expect(body).toContain("Line one\r\nLine two\r\nLine three\r\nend ünïcode 😀");
    expect(body).not.toMatch(/[^\r]\n|\r(?!\n)/);
  });

  it("gives an empty subject a name", () => {
    const { pairs } = parse(quoteMailto("a@b.co", new URLSearchParams({ subject: " " })));
    expect(pairs[0]![1]).toBe("Quote request");
  });
});

describe("QuoteForm", () => {
  const data = {
    quoteSection: { label: "Request A Quote", title: "Tell Us", html: "" },
  } as Queries.QuoteFormDataFragment;
  const cleanups: (() => void)[] = [];
  beforeEach(() => {
    mockCompanyInfo();
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanups.splice(0).forEach((cleanup) => cleanup());
    jest.restoreAllMocks();
  });

  /** Renders the form and returns its <form>, and a way to type into a field by its label. */
  function renderForm() {
    const form = render(<QuoteForm data={data} />).container.querySelector("form")!;
    return {
      form,
      type: (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } }),
    };
  }
  const thanked = () => waitFor(() => expect(screen.getByText(/Thank you!/)).toBeInTheDocument());

  it("is a native POST to the endpoint: four labelled fields, none required, and a honeypot out of tab order", () => {
    const { form } = renderForm();
    expect(form).toHaveAttribute("method", "POST");
    expect(form).toHaveAttribute("action", company.formEndpoint);
    const fields = ["Your Name", "Your Email", "Subject", "Message"].map((label) => screen.getByLabelText(label));
    expect(fields.map((field) => field.getAttribute("name"))).toEqual(["name", "email", "subject", "message"]);
    expect(fields[1]).toHaveAttribute("type", "email");
    expect(form.querySelectorAll("[required], [maxlength], [minlength]")).toHaveLength(0);
    const honeypot = form.querySelector("[name=_gotcha]");
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
  });

  it("keeps the fields when sending fails, and offers Try again and an email link with what they hold", async () => {
    global.fetch = jest.fn().mockResolvedValue(answer(503));
    const { form, type } = renderForm();
    const mailto = (message: string) => quoteMailto(company.email, new URLSearchParams({ message }));
    type("Message", "First");
    fireEvent.submit(form);
    expect(screen.getByRole("button", { name: "Sending…" })).toHaveAttribute("aria-disabled", "true");
    await screen.findByText(/your request was not sent/);
    expect(screen.getByLabelText("Message")).toHaveValue("First");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    const link = screen.getByRole("link", { name: company.email });
    expect(link).toHaveAttribute("href", mailto("First"));
    // Pressed after another change, it carries that too (the mail program is not opened here).
    type("Message", "Second thoughts");
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link);
    expect(link).toHaveAttribute("href", mailto("Second thoughts"));
  });

  it("marks the field a refusal names, focuses it, and says the rest in the status, as text", async () => {
    const errors = [
      { field: "email", message: "should be an email" },
      { field: "x", message: "<b>Spam</b>" },
    ];
    global.fetch = jest.fn().mockResolvedValue(answer(422, JSON.stringify({ errors })));
    const { form } = renderForm();
    fireEvent.submit(form);
    const email = screen.getByLabelText("Your Email");
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    expect(email).toHaveAccessibleDescription("should be an email");
    expect(email).toHaveFocus();
    expect(screen.getByLabelText("Your Name")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByTestId("quote-status")).toHaveTextContent("<b>Spam</b>");
    expect(form.querySelector("b")).toBeNull();
    expect(screen.queryByText(/check your connection/)).toBeNull();
  });

  it("focuses the status when a refusal names no field of the form", async () => {
    global.fetch = jest.fn().mockResolvedValue(answer(403, '{"error":"Form not active"}'));
    const { form } = renderForm();
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByTestId("quote-status")).toHaveTextContent("Form not active"));
    expect(document.activeElement).toHaveTextContent("Form not active");
    expect(form.querySelector("[aria-invalid]")).toBeNull();
  });

  it("sends one request for quick submits, then thanks and clears", async () => {
    let respond: (value: Response) => void = () => undefined;
    global.fetch = jest.fn(() => new Promise((resolve) => (respond = resolve))) as unknown as typeof fetch;
    const { form, type } = renderForm();
    type("Subject", "Website");
    screen.getByRole("button", { name: "Send Request" }).focus();
    fireEvent.submit(form);
    // Disabled through ARIA, not the attribute a browser takes focus away for: a keyboard press keeps its place.
    const sending = screen.getByRole("button", { name: "Sending…" });
    expect(sending).toHaveAttribute("aria-disabled", "true");
    expect(sending).not.toHaveAttribute("disabled");
    expect(sending).toHaveFocus();
    fireEvent.submit(form);
    // The request starts once "Sending…" has been painted.
    await waitFor(() => expect(global.fetch).toHaveBeenCalledTimes(1));
    fireEvent.submit(form);
    await act(async () => respond(answer(200, '{"ok":true}')));
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/Thank you!/)).toBeInTheDocument();
    expect(screen.getByLabelText("Subject")).toHaveValue("");
  });

  it("renders nothing as the visitor types, until a thank-you has to go", async () => {
    global.fetch = jest.fn().mockResolvedValue(answer(200, '{"ok":true}'));
    const commits = jest.fn();
    const form = render(
      <Profiler id="form" onRender={commits}>
        <QuoteForm data={data} />
      </Profiler>,
    ).container.querySelector("form")!;
    const type = (value: string) => fireEvent.input(screen.getByLabelText("Message"), { target: { value } });
    commits.mockClear();
    type("H");
    type("Hi");
    // A keystroke is the browser's alone: React has nothing to change, so it must not render the form.
    expect(commits).not.toHaveBeenCalled();
    fireEvent.submit(form);
    await thanked();
    commits.mockClear();
    type("More");
    expect(screen.queryByText(/Thank you!/)).toBeNull();
    expect(commits).toHaveBeenCalledTimes(1);
  });

  it("tells a visitor whose autofill filled the honeypot, sends nothing, and sends once it is empty again", async () => {
    global.fetch = jest.fn().mockResolvedValue(answer(200, '{"ok":true}'));
    const { form, type } = renderForm();
    type("Your Name", "Ada");
    const honeypot = form.querySelector<HTMLInputElement>("[name=_gotcha]")!;
    fireEvent.change(honeypot, { target: { value: "Ada Lovelace" } });
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByText(HONEYPOT_FILLED)).toBeInTheDocument());
    expect(global.fetch).not.toHaveBeenCalled();
    expect(honeypot.value).toBe("");
    expect(screen.getByLabelText("Your Name")).toHaveValue("Ada");
    fireEvent.submit(form);
    await thanked();
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it("with Turnstile and analytics on, sends a fresh token, uses it up, and counts the sent quote", async () => {
    const constants = globalThis as { __TURNSTILE_SITE_KEY__?: string; __ANALYTICS__?: unknown };
    const keeper = { fresh: jest.fn().mockResolvedValue("token-1"), spent: jest.fn() };
    jest.mocked(jest.requireMock("../../src/utils/turnstile").startTurnstile).mockResolvedValue(keeper);
    constants.__TURNSTILE_SITE_KEY__ = "1x00000000000000000000AA";
    constants.__ANALYTICS__ = { provider: "plausible", siteId: "a.example", scriptUrl: "https://p.example/s.js" };
    cleanups.push(() => Object.assign(constants, { __TURNSTILE_SITE_KEY__: "", __ANALYTICS__: null }));
    global.fetch = jest.fn().mockResolvedValue(answer(200, '{"ok":true}'));
    const { form, type } = renderForm();
    type("Your Name", "Ada");
    fireEvent.submit(form);
    await thanked();
    const body = jest.mocked(global.fetch).mock.calls[0]![1]!.body as URLSearchParams;
    expect([...body.keys()]).toEqual(["name", "email", "subject", "message", "cf-turnstile-response"]);
    expect(body.get("cf-turnstile-response")).toBe("token-1");
    expect(keeper.spent).toHaveBeenCalledTimes(1);
    const counted = window as { plausible?: { q?: unknown[][] } };
    await waitFor(() => expect(counted.plausible?.q).toEqual([["Quote sent"]]));
  });

  describe("the draft kept for the tab", () => {
    const stored = () => JSON.parse(sessionStorage.getItem(QUOTE_DRAFT_KEY) ?? "null") as unknown;

    it("keeps the four fields as typed, never the honeypot, and drops them once sent", async () => {
      global.fetch = jest.fn().mockResolvedValue(answer(200, '{"ok":true}'));
      const { form, type } = renderForm();
      type("Your Name", "Ada");
      type("Message", "Hello\nthere");
      fireEvent.input(form.querySelector("[name=_gotcha]")!, { target: { value: "spam" } });
      expect(stored()).toEqual({ name: "Ada", email: "", subject: "", message: "Hello\nthere" });
      fireEvent.input(form.querySelector("[name=_gotcha]")!, { target: { value: "" } });
      fireEvent.submit(form);
      await thanked();
      expect(sessionStorage.getItem(QUOTE_DRAFT_KEY)).toBeNull();
    });

    it("comes back into the empty fields after hydration, without a mismatch", async () => {
      const container = document.createElement("div");
      container.innerHTML = renderToString(<QuoteForm data={data} />);
      document.body.append(container);
      cleanups.push(() => container.remove());
      // Typed before the page's scripts ran: the browser keeps it, and so does the form.
      (container.querySelector("[name=subject]") as HTMLInputElement).value = "Typed just now";
      const draft = { name: "Ada", subject: "Older", message: "Hi", _gotcha: "spam", other: "x" };
      sessionStorage.setItem(QUOTE_DRAFT_KEY, JSON.stringify(draft));
      const errors = jest.spyOn(console, "error");
      const recoverable = jest.fn();
      await act(async () => {
        hydrateRoot(container, <QuoteForm data={data} />, { onRecoverableError: recoverable });
      });
      const value = (name: string) => (container.querySelector(`[name=${name}]`) as HTMLInputElement).value;
      expect(["name", "email", "subject", "message", "_gotcha"].map(value)).toEqual([
        "Ada",
        "",
        "Typed just now",
        "Hi",
        "",
      ]);
      // What the page holds now is the draft, what was typed before the scripts ran included.
      expect(stored()).toEqual({ name: "Ada", email: "", subject: "Typed just now", message: "Hi" });
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
    });

    it.each([
      ["not JSON", "{name: Ada"],
      ["an array", '["Ada"]'],
      ["a string", '"Ada"'],
      ["null", "null"],
      ["an object with a value that is not text", '{"name":"Ada","message":{"text":"Hi"}}'],
    ])("ignores a stored draft that is %s", (_, raw) => {
      sessionStorage.setItem(QUOTE_DRAFT_KEY, raw);
      renderForm();
      for (const label of ["Your Name", "Your Email", "Subject", "Message"])
        expect(screen.getByLabelText(label)).toHaveValue("");
    });

    const denied = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };

    it("keeps the form working when the tab's storage throws", async () => {
      for (const method of ["getItem", "setItem", "removeItem"] as const)
        jest.spyOn(Storage.prototype, method).mockImplementation(denied);
      global.fetch = jest.fn().mockResolvedValue(answer(200, '{"ok":true}'));
      const { form, type } = renderForm();
      type("Your Name", "Ada");
      fireEvent.submit(form);
      await thanked();
      expect(global.fetch).toHaveBeenCalledTimes(1);
    });

    it("keeps the form working when the tab has no storage at all", () => {
      jest.spyOn(window, "sessionStorage", "get").mockImplementation(denied);
      renderForm().type("Your Name", "Ada");
      expect(screen.getByLabelText("Your Name")).toHaveValue("Ada");
    });
  });
});
