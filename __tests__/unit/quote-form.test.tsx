import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { QuoteForm } from "../../src/components/sections/quote-form";
import {
  QUOTE_DRAFT_KEY,
  QUOTE_TIMEOUT_MS,
  quoteBody,
  quoteFormReducer,
  quoteMailto,
  sendQuote,
  type QuoteFormState,
} from "../../src/components/sections/quote-form-state";
import { company, mockCompanyInfo } from "../support/company";

const at = (status: "idle" | "sending" | "sent") => ({ status }) as QuoteFormState;
const unreachable: QuoteFormState = { status: "error", mailto: "mailto:a@b.co" };

describe("quoteFormReducer", () => {
  const refusal = { fields: { email: "should be an email" }, messages: [] };

  it("goes idle → sending → sent, error or refused", () => {
    expect(quoteFormReducer(at("idle"), { type: "submit" })).toEqual(at("sending"));
    expect(quoteFormReducer(at("sending"), { type: "succeeded" })).toEqual(at("sent"));
    expect(quoteFormReducer(at("sending"), { type: "failed", mailto: "mailto:a@b.co" })).toEqual(unreachable);
    expect(quoteFormReducer(at("sending"), { type: "refused", refusal, mailto: "mailto:a@b.co" })).toEqual({
      status: "refused",
      refusal,
      mailto: "mailto:a@b.co",
    });
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
    const refused: QuoteFormState = { status: "refused", refusal, mailto: "" };
    expect(quoteFormReducer(refused, { type: "submit" })).toEqual(at("sending"));
    expect(quoteFormReducer(at("sent"), { type: "edit" })).toEqual(at("idle"));
    expect(quoteFormReducer(unreachable, { type: "edit" })).toBe(unreachable);
    expect(quoteFormReducer(refused, { type: "edit" })).toBe(refused);
  });
});

function formWith(values: Record<string, string>) {
  const form = document.createElement("form");
  for (const [name, value] of Object.entries(values)) {
    const input = document.createElement("input");
    input.name = name;
    input.value = value;
    form.append(input);
  }
  return form;
}

describe("quoteBody", () => {
  it("holds exactly the four fields, in order, as typed, and not the honeypot", () => {
    const body = quoteBody(
      formWith({ _gotcha: "", message: "Hi & bye", name: "Ada", email: "a@b.co", subject: "x=1" }),
    );
    expect([...body]).toEqual([
      ["name", "Ada"],
      ["email", "a@b.co"],
      ["subject", "x=1"],
      ["message", "Hi & bye"],
    ]);
  });
});

/** A fetch answer with this status and body text (jsdom has no Response). */
const answer = (status: number, text = "") =>
  ({ ok: status >= 200 && status < 300, status, text: () => Promise.resolve(text) }) as Response;

describe("sendQuote", () => {
  afterEach(() => jest.restoreAllMocks());
  const send = (body = new URLSearchParams({ name: "Ada" })) => sendQuote("https://formspree.io/f/x", body);

  it("posts urlencoded fields asking for JSON, and reports the answer", async () => {
    const fetchMock = jest.fn().mockResolvedValue(answer(200, '{"ok":true}'));
    global.fetch = fetchMock;
    const body = new URLSearchParams({ name: "Ada" });
    await expect(send(body)).resolves.toEqual({ type: "sent" });
    expect(fetchMock).toHaveBeenCalledWith(
      "https://formspree.io/f/x",
      expect.objectContaining({ method: "POST", body, headers: { Accept: "application/json" } }),
    );
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(send(body)).resolves.toEqual({ type: "unreachable" });
  });

  it("counts a 5xx as a service that cannot be reached, whatever it says", async () => {
    for (const status of [500, 502, 503]) {
      global.fetch = jest.fn().mockResolvedValue(answer(status, '{"error":"Internal error"}'));
      await expect(send()).resolves.toEqual({ type: "unreachable" });
    }
  });

  it("reads a refusal's reasons: each field's beside it, the rest for the whole form", async () => {
    global.fetch = jest.fn().mockResolvedValue(
      answer(
        422,
        JSON.stringify({
          error: "Validation errors",
          errors: [
            { field: "email", message: "  should be an\n email ", code: "TYPE_EMAIL" },
            { field: "email", message: "a second reason for the same field" },
            { field: "phone", message: "phone is required", code: "REQUIRED_FIELD_MISSING" },
            { message: "Form is closed" },
            // Names our field through its prototype or not at all: not placed.
            { field: "constructor", message: "odd field" },
          ],
        }),
      ),
    );
    await expect(send()).resolves.toEqual({
      type: "refused",
      refusal: {
        fields: { email: "should be an email" },
        messages: ["a second reason for the same field", "phone is required", "Form is closed", "odd field"],
      },
    });
  });

  it("shows the service's `error` when it gives no list of reasons", async () => {
    global.fetch = jest.fn().mockResolvedValue(answer(403, '{"error":"Form not active"}'));
    await expect(send()).resolves.toEqual({ type: "refused", refusal: { fields: {}, messages: ["Form not active"] } });
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
  ])("refuses with no reasons when the answer is %s", async (_, text) => {
    global.fetch = jest.fn().mockResolvedValue(answer(400, text));
    await expect(send()).resolves.toEqual({ type: "refused", refusal: { fields: {}, messages: [] } });
  });

  it("cuts long reasons short and keeps only a few", async () => {
    const long = `${"é".repeat(150)}😀${"x".repeat(1000)}`;
    const errors = [{ field: "email", message: long }, ...Array.from({ length: 50 }, (_, i) => ({ message: `m${i}` }))];
    global.fetch = jest.fn().mockResolvedValue(answer(422, JSON.stringify({ errors })));
    const result = await send();
    if (result.type !== "refused") throw new Error(`expected a refusal, got ${result.type}`);
    const { fields, messages } = result.refusal;
    expect(fields.email!.length).toBeLessThanOrEqual(201);
    expect(fields.email!.endsWith("…")).toBe(true);
    expect(long.startsWith(fields.email!.slice(0, -1))).toBe(true);
    // No half of a surrogate pair is left at the cut.
    expect(fields.email).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(messages.length).toBeLessThanOrEqual(5);
    expect(messages[0]).toBe("m0");
  });

  it("gives up after the timeout", async () => {
    jest.useFakeTimers();
    global.fetch = jest.fn(
      (_url, init?: RequestInit) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new Error("aborted")))),
    ) as typeof fetch;
    const result = send(new URLSearchParams());
    jest.advanceTimersByTime(QUOTE_TIMEOUT_MS);
    await expect(result).resolves.toEqual({ type: "unreachable" });
    jest.useRealTimers();
  });
});

describe("quoteMailto", () => {
  /** The address and fields of a mailto: link, percent-decoded as RFC 6068 says ("+" stays a plus). */
  function parse(href: string) {
    const [, to, query] = /^mailto:([^?]*)\?(.*)$/.exec(href)!;
    const pairs = query!.split("&").map((pair) => pair.split("=").map(decodeURIComponent));
    return { to, pairs };
  }
  const fields = (values: Record<string, string>) => new URLSearchParams(values);

  it("addresses the company with the typed subject, and a body that holds everything typed", () => {
    const href = quoteMailto(
      "hello@test.example",
      fields({
        name: "Ada + Co",
        email: "ada@example.com",
        subject: "A quote & an estimate = 100% #1?",
        message: "Line one\nLine two\r\nLine three\rend ünïcode 😀",
      }),
    );
    expect(href).not.toMatch(/[\s+]/);
    const { to, pairs } = parse(href);
    expect(to).toBe("hello@test.example");
    expect(pairs.map(([key]) => key)).toEqual(["subject", "body"]);
    expect(pairs[0]![1]).toBe("A quote & an estimate = 100% #1?");
    const body = pairs[1]![1]!;
    expect(body).toContain("Ada + Co");
    expect(body).toContain("ada@example.com");
    expect(body).toContain("Line one\r\nLine two\r\nLine three\r\nend ünïcode 😀");
    expect(body).not.toMatch(/[^\r]\n|\r(?!\n)/);
  });

  it("gives an empty subject a name", () => {
    const { pairs } = parse(quoteMailto("a@b.co", fields({ name: "", email: "", subject: " ", message: "" })));
    expect(pairs[0]![1]).toBe("Quote request");
  });
});

describe("QuoteForm", () => {
  beforeEach(mockCompanyInfo);
  const data = {
    quoteSection: { label: "Request A Quote", title: "Tell Us", html: "" },
  } as Queries.QuoteFormDataFragment;

  const cleanups: (() => void)[] = [];
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    cleanups.splice(0).forEach((cleanup) => cleanup());
    jest.restoreAllMocks();
  });

  it("posts natively to the endpoint and keeps the fields when sending fails", async () => {
    global.fetch = jest.fn().mockResolvedValue(answer(503));
    const { container } = render(<QuoteForm data={data} />);
    const form = container.querySelector("form")!;
    expect(form).toHaveAttribute("method", "POST");
    expect(form).toHaveAttribute("action", company.formEndpoint);
    fireEvent.change(screen.getByLabelText("Your Name"), { target: { value: "Ada" } });
    fireEvent.submit(form);
    expect(screen.getByRole("button", { name: "Sending…" })).toBeDisabled();
    await waitFor(() => expect(screen.getByText(/your request was not sent/)).toBeInTheDocument());
    expect(screen.getByLabelText("Your Name")).toHaveValue("Ada");
    const link = screen.getByRole("link", { name: company.email });
    expect(link.getAttribute("href")).toMatch(new RegExp(`^mailto:${company.email}\\?subject=`));
    expect(decodeURIComponent(link.getAttribute("href")!)).toContain("Ada");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("puts what the fields hold when the email link is pressed into the mail", async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    const { container } = render(<QuoteForm data={data} />);
    fireEvent.input(screen.getByLabelText("Message"), { target: { value: "First" } });
    fireEvent.submit(container.querySelector("form")!);
    const link = await screen.findByRole("link", { name: company.email });
    fireEvent.input(screen.getByLabelText("Message"), { target: { value: "Second thoughts" } });
    // The mail program is not opened here: the press is stopped once the page has handled it.
    const stop = (event: Event) => event.preventDefault();
    document.addEventListener("click", stop);
    cleanups.push(() => document.removeEventListener("click", stop));
    fireEvent.click(link);
    expect(decodeURIComponent(link.getAttribute("href")!)).toContain("Second thoughts");
  });

  it("marks the field a refusal names, focuses it, and says the rest in the status", async () => {
    global.fetch = jest
      .fn()
      .mockResolvedValue(
        answer(
          422,
          '{"errors":[{"field":"email","message":"should be an email"},{"field":"x","message":"<b>Spam</b>"}]}',
        ),
      );
    const { container } = render(<QuoteForm data={data} />);
    fireEvent.submit(container.querySelector("form")!);
    const email = screen.getByLabelText("Your Email");
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    expect(email).toHaveAccessibleDescription("should be an email");
    expect(email).toHaveFocus();
    expect(screen.getByLabelText("Your Name")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByTestId("quote-status")).toHaveTextContent("<b>Spam</b>");
    expect(container.querySelector("b")).toBeNull();
    expect(screen.queryByText(/check your connection/)).toBeNull();
  });

  it("focuses the status when a refusal names no field of the form", async () => {
    global.fetch = jest.fn().mockResolvedValue(answer(403, '{"error":"Form not active"}'));
    const { container } = render(<QuoteForm data={data} />);
    fireEvent.submit(container.querySelector("form")!);
    await waitFor(() => expect(screen.getByTestId("quote-status")).toHaveTextContent("Form not active"));
    expect(document.activeElement).toHaveTextContent("Form not active");
    expect(container.querySelector("[aria-invalid]")).toBeNull();
  });

  it("sends one request for two quick submits, then thanks and clears", async () => {
    let respond: (value: Response) => void = () => undefined;
    global.fetch = jest.fn(() => new Promise((resolve) => (respond = resolve))) as unknown as typeof fetch;
    const { container } = render(<QuoteForm data={data} />);
    const form = container.querySelector("form")!;
    fireEvent.change(screen.getByLabelText("Subject"), { target: { value: "Website" } });
    fireEvent.submit(form);
    expect(screen.getByRole("button", { name: "Sending…" })).toBeDisabled();
    fireEvent.submit(form);
    // The request starts once "Sending…" has been painted.
    await waitFor(() => expect(global.fetch).toHaveBeenCalledTimes(1));
    fireEvent.submit(form);
    await act(async () => respond(answer(200, '{"ok":true}')));
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/Thank you!/)).toBeInTheDocument();
    expect(screen.getByLabelText("Subject")).toHaveValue("");
  });

  it("shows a bot that fills the honeypot success and sends nothing", async () => {
    global.fetch = jest.fn();
    const { container } = render(<QuoteForm data={data} />);
    fireEvent.change(container.querySelector("[name=_gotcha]")!, { target: { value: "spam" } });
    fireEvent.submit(container.querySelector("form")!);
    await waitFor(() => expect(screen.getByText(/Thank you!/)).toBeInTheDocument());
    expect(global.fetch).not.toHaveBeenCalled();
  });

  describe("the draft kept for the tab", () => {
    const stored = () => JSON.parse(sessionStorage.getItem(QUOTE_DRAFT_KEY) ?? "null") as unknown;
    const type = (label: string, value: string) => {
      const field = screen.getByLabelText(label);
      fireEvent.input(field, { target: { value } });
    };

    it("keeps the four fields as typed, never the honeypot, and drops them once sent", async () => {
      global.fetch = jest.fn().mockResolvedValue(answer(200, '{"ok":true}'));
      const { container } = render(<QuoteForm data={data} />);
      type("Your Name", "Ada");
      fireEvent.input(container.querySelector("[name=_gotcha]")!, { target: { value: "" } });
      type("Message", "Hello\nthere");
      expect(stored()).toEqual({ name: "Ada", email: "", subject: "", message: "Hello\nthere" });
      fireEvent.submit(container.querySelector("form")!);
      await waitFor(() => expect(screen.getByText(/Thank you!/)).toBeInTheDocument());
      expect(sessionStorage.getItem(QUOTE_DRAFT_KEY)).toBeNull();
    });

    it("keeps nothing the honeypot holds, and a bot's draft goes too", async () => {
      global.fetch = jest.fn();
      const { container } = render(<QuoteForm data={data} />);
      type("Your Name", "Bot");
      fireEvent.input(container.querySelector("[name=_gotcha]")!, { target: { value: "spam" } });
      expect(JSON.stringify(stored())).not.toContain("spam");
      fireEvent.submit(container.querySelector("form")!);
      await waitFor(() => expect(screen.getByText(/Thank you!/)).toBeInTheDocument());
      expect(sessionStorage.getItem(QUOTE_DRAFT_KEY)).toBeNull();
    });

    it("comes back into the empty fields after hydration, without a mismatch", async () => {
      const container = document.createElement("div");
      container.innerHTML = renderToString(<QuoteForm data={data} />);
      document.body.append(container);
      cleanups.push(() => container.remove());
      // Typed before the page's scripts ran: the browser keeps it, and so does the form.
      (container.querySelector("[name=subject]") as HTMLInputElement).value = "Typed just now";
      sessionStorage.setItem(
        QUOTE_DRAFT_KEY,
        JSON.stringify({ name: "Ada", subject: "Older", message: "Hi", _gotcha: "spam", other: "x" }),
      );
      const errors = jest.spyOn(console, "error");
      const recoverable = jest.fn();
      await act(async () => {
        hydrateRoot(container, <QuoteForm data={data} />, { onRecoverableError: recoverable });
      });
      const value = (name: string) => (container.querySelector(`[name=${name}]`) as HTMLInputElement).value;
      expect([value("name"), value("email"), value("subject"), value("message"), value("_gotcha")]).toEqual([
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
      render(<QuoteForm data={data} />);
      for (const label of ["Your Name", "Your Email", "Subject", "Message"])
        expect(screen.getByLabelText(label)).toHaveValue("");
    });

    it("keeps the form working when the tab's storage throws", async () => {
      const denied = () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      };
      jest.spyOn(Storage.prototype, "getItem").mockImplementation(denied);
      jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
        throw new DOMException("Quota exceeded", "QuotaExceededError");
      });
      jest.spyOn(Storage.prototype, "removeItem").mockImplementation(denied);
      global.fetch = jest.fn().mockResolvedValue(answer(200, '{"ok":true}'));
      const { container } = render(<QuoteForm data={data} />);
      type("Your Name", "Ada");
      fireEvent.submit(container.querySelector("form")!);
      await waitFor(() => expect(screen.getByText(/Thank you!/)).toBeInTheDocument());
      expect(global.fetch).toHaveBeenCalledTimes(1);
    });

    it("keeps the form working when the tab has no storage at all", () => {
      jest.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
        throw new DOMException("Access is denied", "SecurityError");
      });
      render(<QuoteForm data={data} />);
      type("Your Name", "Ada");
      expect(screen.getByLabelText("Your Name")).toHaveValue("Ada");
    });
  });
});
