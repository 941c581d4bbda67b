/**
 * What the sign-in functions answer: a redirect, or a small page in the sign-in window that says what
 * happened and hands the outcome to the content manager's window (Decap's handshake). Every answer has the
 * site's security headers, a policy of its own and no caching: `_headers` does not reach functions.
 */
import { BRAND_NAVY } from "../../lib/brand.mjs";
import { COMMON_HEADERS } from "../../lib/common-headers";

/** What Decap's GitHub backend (decap-cms-lib-auth, NetlifyAuthenticator) listens for from this window. */
const PROVIDER = "github";
export const success = (token: string) =>
  `authorization:${PROVIDER}:success:${JSON.stringify({ token, provider: PROVIDER })}`;
export const failure = (message: string) => `authorization:${PROVIDER}:error:${JSON.stringify({ message })}`;

function policy(nonce?: string): string {
  const page = nonce ? [`script-src 'nonce-${nonce}'`, `style-src 'nonce-${nonce}'`, "img-src 'self'"] : [];
  return ["default-src 'none'", ...page, "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'"].join("; ");
}

function headers(nonce?: string, cookie?: string): Headers {
  const result = new Headers({
    ...COMMON_HEADERS,
    // The callback's address carries GitHub's code: it goes nowhere else.
    "Referrer-Policy": "no-referrer",
    "Content-Security-Policy": policy(nonce),
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex, nofollow",
  });
  if (cookie) result.append("Set-Cookie", cookie);
  return result;
}

export function redirect(location: string, cookie: string): Response {
  const result = headers(undefined, cookie);
  result.set("Location", location);
  return new Response(null, { status: 302, headers: result });
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
/** A value written into the inline script: JSON that cannot end the script element. */
const scriptValue = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

export interface Outcome {
  status: number;
  /** What happened. */
  heading: string;
  /** Why, and what to do next: one paragraph each. */
  text: string[];
  /** Posted to the content manager's window, so it shows the outcome instead of waiting; none when no
   * content manager can be waiting (another site opened the window). */
  message?: string;
  /** Shown instead when no content manager answers (the window was opened on its own). */
  alone?: { heading: string; text: string };
}

const STYLE =
  "body{margin:0;padding:0 1rem;background:#f3f6fb;color:#2b3445;font:1rem/1.5 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif}" +
  `main{max-width:36rem;margin:3rem auto;padding:1.5rem 2rem;background:#fff;border-top:.375rem solid ${BRAND_NAVY};` +
  `border-radius:.375rem}h1{margin:0 0 1rem;color:${BRAND_NAVY};font-size:1.5rem;line-height:1.25}`;

// Decap posts the same text back once it listens (the handshake); only then may the outcome go, and only
// to this site's own origin: a window of any other origin receives nothing.
const script = (data: string) => `(function (data) {
  var opener = window.opener, answered = false;
  function alone() {
    if (answered || !data.alone) return;
    document.getElementById("heading").textContent = data.alone.heading;
    document.getElementById("text").textContent = data.alone.text;
  }
  if (!opener || !data.message) return alone();
  window.addEventListener("message", function (event) {
    if (event.source !== opener || event.origin !== data.origin || event.data !== data.handshake) return;
    answered = true;
    opener.postMessage(data.message, data.origin);
  });
  opener.postMessage(data.handshake, data.origin);
  setTimeout(alone, 5000);
})(${data});`;

export function page(origin: string, outcome: Outcome, cookie?: string): Response {
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  const data = { origin, handshake: `authorizing:${PROVIDER}`, message: outcome.message, alone: outcome.alone };
  const paragraphs = outcome.text.map((text, i) => `<p${i === 0 ? ' id="text"' : ""}>${escapeHtml(text)}</p>`);
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(outcome.heading)} · Content manager sign-in</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
<h1 id="heading">${escapeHtml(outcome.heading)}</h1>
${paragraphs.join("\n")}
</main>
<script nonce="${nonce}">${script(scriptValue(data))}</script>
</body>
</html>
`;
  const result = headers(nonce, cookie);
  result.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html, { status: outcome.status, headers: result });
}
