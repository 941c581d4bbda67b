import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QuoteForm } from "../../src/components/sections/quote-form";
import {
  QUOTE_TIMEOUT_MS,
  quoteBody,
  quoteFormReducer,
  sendQuote,
  type QuoteFormState,
} from "../../src/components/sections/quote-form-state";
import { company, mockCompanyInfo } from "../support/company";

const at = (status: QuoteFormState["status"]) => ({ status }) as QuoteFormState;

describe("quoteFormReducer", () => {
  it("goes idle → sending → sent or error", () => {
    expect(quoteFormReducer(at("idle"), { type: "submit" })).toEqual(at("sending"));
    expect(quoteFormReducer(at("sending"), { type: "succeeded" })).toEqual(at("sent"));
    expect(quoteFormReducer(at("sending"), { type: "failed" })).toEqual(at("error"));
  });

  it("ignores a second submit while sending, and stale answers when not sending", () => {
    const sending = at("sending");
    expect(quoteFormReducer(sending, { type: "submit" })).toBe(sending);
    expect(quoteFormReducer(at("idle"), { type: "succeeded" })).toEqual(at("idle"));
    expect(quoteFormReducer(at("sent"), { type: "failed" })).toEqual(at("sent"));
  });

  it("retries from an error, and clears the thank-you once the visitor types again", () => {
    expect(quoteFormReducer(at("error"), { type: "submit" })).toEqual(at("sending"));
    expect(quoteFormReducer(at("sent"), { type: "edit" })).toEqual(at("idle"));
    expect(quoteFormReducer(at("error"), { type: "edit" })).toEqual(at("error"));
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

describe("sendQuote", () => {
  afterEach(() => jest.restoreAllMocks());

  it("posts urlencoded fields asking for JSON, and reports the answer", async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true });
    global.fetch = fetchMock;
    const body = new URLSearchParams({ name: "Ada" });
    await expect(sendQuote("https://formspree.io/f/x", body)).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledWith(
      "https://formspree.io/f/x",
      expect.objectContaining({ method: "POST", body, headers: { Accept: "application/json" } }),
    );
    fetchMock.mockResolvedValue({ ok: false });
    await expect(sendQuote("https://formspree.io/f/x", body)).resolves.toBe(false);
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(sendQuote("https://formspree.io/f/x", body)).resolves.toBe(false);
  });

  it("gives up after the timeout", async () => {
    jest.useFakeTimers();
    global.fetch = jest.fn(
      (_url, init?: RequestInit) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new Error("aborted")))),
    ) as typeof fetch;
    const result = sendQuote("https://formspree.io/f/x", new URLSearchParams());
    jest.advanceTimersByTime(QUOTE_TIMEOUT_MS);
    await expect(result).resolves.toBe(false);
    jest.useRealTimers();
  });
});

describe("QuoteForm", () => {
  beforeEach(mockCompanyInfo);
  const data = {
    quoteSection: { label: "Request A Quote", title: "Tell Us", html: "" },
  } as Queries.QuoteFormDataFragment;

  it("posts natively to the endpoint and keeps the fields when sending fails", async () => {
    global.fetch = jest.fn().mockResolvedValue({ ok: false });
    const { container } = render(<QuoteForm data={data} />);
    const form = container.querySelector("form")!;
    expect(form).toHaveAttribute("method", "POST");
    expect(form).toHaveAttribute("action", company.formEndpoint);
    fireEvent.change(screen.getByLabelText("Your Name"), { target: { value: "Ada" } });
    fireEvent.submit(form);
    expect(screen.getByRole("button", { name: "Sending…" })).toBeDisabled();
    await waitFor(() => expect(screen.getByText(/your request was not sent/)).toBeInTheDocument());
    expect(screen.getByLabelText("Your Name")).toHaveValue("Ada");
    expect(screen.getByRole("link", { name: company.email })).toHaveAttribute("href", `mailto:${company.email}`);
  });

  it("sends one request for two quick submits, then thanks and clears", async () => {
    let answer: (value: { ok: boolean }) => void = () => undefined;
    global.fetch = jest.fn(() => new Promise((resolve) => (answer = resolve))) as unknown as typeof fetch;
    const { container } = render(<QuoteForm data={data} />);
    const form = container.querySelector("form")!;
    fireEvent.change(screen.getByLabelText("Subject"), { target: { value: "Website" } });
    fireEvent.submit(form);
    expect(screen.getByRole("button", { name: "Sending…" })).toBeDisabled();
    fireEvent.submit(form);
    // The request starts once "Sending…" has been painted.
    await waitFor(() => expect(global.fetch).toHaveBeenCalledTimes(1));
    fireEvent.submit(form);
    await act(async () => answer({ ok: true }));
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
});
