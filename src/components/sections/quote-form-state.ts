/** The quote form's states: what the visitor sees after each step of a submission. */
export type QuoteFormState = { status: "idle" } | { status: "sending" } | { status: "sent" } | { status: "error" };

export type QuoteFormEvent = { type: "submit" } | { type: "succeeded" } | { type: "failed" } | { type: "edit" };

/** The fields the form service receives, in order. The honeypot is not one of them. */
export const QUOTE_FIELDS = ["name", "email", "subject", "message"] as const;

/** How long the page waits for the form service before it says the request was not sent. */
export const QUOTE_TIMEOUT_MS = 15_000;

export function quoteFormReducer(state: QuoteFormState, event: QuoteFormEvent): QuoteFormState {
  switch (event.type) {
    case "submit":
      // A second click while a request is out must not send a second request.
      return state.status === "sending" ? state : { status: "sending" };
    case "succeeded":
      return state.status === "sending" ? { status: "sent" } : state;
    case "failed":
      return state.status === "sending" ? { status: "error" } : state;
    case "edit":
      return state.status === "sent" ? { status: "idle" } : state;
  }
}

/** The urlencoded body: exactly the four fields, as typed. */
export function quoteBody(form: HTMLFormElement): URLSearchParams {
  const data = new FormData(form);
  return new URLSearchParams(QUOTE_FIELDS.map((field) => [field, String(data.get(field) ?? "")]));
}

/** Sends the fields to the form service, asking for a JSON answer; resolves true when it accepted them. */
export async function sendQuote(
  endpoint: string,
  body: URLSearchParams,
  timeoutMs = QUOTE_TIMEOUT_MS,
): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { Accept: "application/json" },
      body,
      signal: controller.signal,
    });
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
