import { parseRefusal, type Refusal } from "./quote-refusal";

/** The fields the form service receives, in order. The honeypot is not one of them. */
export const QUOTE_FIELDS = ["name", "email", "subject", "message"] as const;

export type QuoteField = (typeof QUOTE_FIELDS)[number];

type QuoteRefusal = Refusal<QuoteField>;

/** Where the tab keeps what the visitor typed until the service accepts it: one draft for / and /contact. */
export const QUOTE_DRAFT_KEY = "quote-draft";

/** How long the page waits for the form service before it says the request was not sent. */
export const QUOTE_TIMEOUT_MS = 15_000;

/** Why a request with the hidden field filled in (`_gotcha`, the honeypot) was not sent. */
export const HONEYPOT_FILLED =
  "A hidden field meant to stay empty was filled in, perhaps by your browser's autofill. It is empty now: please send your request again.";

/** What came of a request: accepted, not accepted (with the service's reasons), or no answer at all. */
export type QuoteResult = { type: "sent" } | { type: "refused"; refusal: QuoteRefusal } | { type: "unreachable" };

/** The quote form's states: what the visitor sees after each step of a submission. */
export type QuoteFormState =
  | { status: "idle" }
  | { status: "sending" }
  | { status: "sent" }
  | { status: "error"; mailto: string }
  | { status: "refused"; refusal: QuoteRefusal; mailto: string };

export type QuoteFormEvent =
  | { type: "submit" }
  | { type: "succeeded" }
  | { type: "failed"; mailto: string }
  | { type: "refused"; refusal: QuoteRefusal; mailto: string }
  | { type: "edit" };

export function quoteFormReducer(state: QuoteFormState, event: QuoteFormEvent): QuoteFormState {
  switch (event.type) {
    case "submit":
      // A second click while a request is out must not send a second request.
      return state.status === "sending" ? state : { status: "sending" };
    case "succeeded":
      return state.status === "sending" ? { status: "sent" } : state;
    case "failed":
      return state.status === "sending" ? { status: "error", mailto: event.mailto } : state;
    case "refused":
      return state.status === "sending" ? { status: "refused", refusal: event.refusal, mailto: event.mailto } : state;
    case "edit":
      return state.status === "sent" ? { status: "idle" } : state;
  }
}

/** The urlencoded body: exactly the four fields, as typed. */
export function quoteBody(form: HTMLFormElement): URLSearchParams {
  const data = new FormData(form);
  return new URLSearchParams(QUOTE_FIELDS.map((field) => [field, String(data.get(field) ?? "")]));
}

/**
 * Sends the fields to the form service, asking for a JSON answer. A 4xx is the service saying no (its
 * reasons are read from the answer); a 5xx, a network error or the timeout mean it could not be reached.
 */
export async function sendQuote(
  endpoint: string,
  body: URLSearchParams,
  timeoutMs = QUOTE_TIMEOUT_MS,
): Promise<QuoteResult> {
  const controller = new AbortController();
  // The timer also covers reading the answer, so a service that trickles its reasons cannot hold the form.
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    // globalThis's, not a bare `fetch`: see eslint.config.mjs.
    const response = await globalThis.fetch(endpoint, {
      method: "POST",
      headers: { Accept: "application/json" },
      body,
      signal: controller.signal,
    });
    if (response.ok) return { type: "sent" };
    if (response.status >= 500) return { type: "unreachable" };
    return { type: "refused", refusal: parseRefusal(await response.text().catch(() => ""), QUOTE_FIELDS) };
  } catch {
    return { type: "unreachable" };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A mailto: link to the company holding everything typed (RFC 6068: fields percent-encoded, lines ending
 * in CRLF). Who wrote comes first, so a mail program that shortens a long link keeps how to reply.
 */
export function quoteMailto(to: string, fields: URLSearchParams): string {
  const value = (field: QuoteField) => fields.get(field) ?? "";
  const subject = value("subject").trim() || "Quote request";
  const body = `Name: ${value("name")}\nEmail: ${value("email")}\n\n${value("message")}`.replace(/\r\n?|\n/g, "\r\n");
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
