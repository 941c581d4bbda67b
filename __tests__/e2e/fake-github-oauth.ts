// A stand-in for GitHub's OAuth endpoints on 127.0.0.1, for the sign-in tests (cms-sign-in.spec.ts): the
// authorize page, with Authorize and Cancel as GitHub's has, which sends the browser back to the callback; and
// the token endpoint, which the site's function calls server to server, and which gives the token only for the
// app's secret and the PKCE verifier of the authorization's challenge, as GitHub does. It serves a blank page at
// /elsewhere: another origin, for the tests' attackers.
import { createHash } from "node:crypto";
import http from "node:http";

export const CLIENT_ID = "Iv1.standin0123456789";
export const CLIENT_SECRET = "stand-in-client-secret-0123456789abcdef";
export const TOKEN = "gho_StandInToken0123456789abcdefghijklmno";

export interface StandIn {
  origin: string;
  close(): Promise<void>;
}

const html = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Authorize application</title></head>` +
  `<body><main>${body}</main></body></html>`;
const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");

export async function startGitHubStandIn(port: number): Promise<StandIn> {
  const origin = `http://127.0.0.1:${port}`;
  /** Each code given out, with the PKCE challenge of its authorization. */
  const codes = new Map<string, string>();

  function authorize(query: Record<string, string>, res: http.ServerResponse) {
    const { client_id, redirect_uri, state, code_challenge, code_challenge_method } = query;
    if (client_id !== CLIENT_ID || !redirect_uri || !state || !code_challenge || code_challenge_method !== "S256") {
      return res.writeHead(400).end(html("<p>Unknown application or missing parameters.</p>"));
    }
    const code = `code-${codes.size + 1}`;
    codes.set(code, code_challenge);
    const back = (params: Record<string, string>) =>
      `${redirect_uri}?${new URLSearchParams({ ...params, state })}`.replace(/&/g, "&amp;");
    res
      .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
      .end(
        html(
          `<h1>Authorize Brightcode content manager</h1><a href="${back({ code })}">Authorize</a> ` +
            `<a href="${back({ error: "access_denied", error_description: "The user has denied your application access." })}">Cancel</a>`,
        ),
      );
  }

  function token(form: Record<string, string>, res: http.ServerResponse) {
    const challenge = codes.get(form.code ?? "");
    const valid =
      form.client_id === CLIENT_ID &&
      form.client_secret === CLIENT_SECRET &&
      challenge === sha256(form.code_verifier ?? "") &&
      codes.delete(form.code!);
    // GitHub answers its errors with 200 too.
    res.writeHead(200, { "Content-Type": "application/json; charset=utf-8" });
    res.end(
      JSON.stringify(
        valid ? { access_token: TOKEN, token_type: "bearer", scope: "repo" } : { error: "bad_verification_code" },
      ),
    );
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", origin);
    if (req.method === "GET" && url.pathname === "/login/oauth/authorize") {
      return authorize(Object.fromEntries(url.searchParams), res);
    }
    if (req.method === "POST" && url.pathname === "/login/oauth/access_token") {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk));
      return req.on("end", () => token(Object.fromEntries(new URLSearchParams(body)), res));
    }
    if (url.pathname === "/elsewhere") return res.writeHead(200, { "Content-Type": "text/html" }).end(html(""));
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return { origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
