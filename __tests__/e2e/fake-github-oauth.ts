// A stand-in for GitHub's OAuth endpoints on 127.0.0.1, for the sign-in tests (cms-signin.spec.ts): the
// authorize page, with Authorize and Cancel as GitHub's has, which sends the browser back to the callback;
// and the token endpoint, which the site's function calls server to server, and which checks the PKCE
// verifier against the challenge as GitHub does. It answers as an OAuth app or, when asked, as a GitHub App.
// It records what reached it, and serves a blank page at /elsewhere: another site, for the tests' attackers.
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export const CLIENT_ID = "Iv1.standin0123456789";
export const CLIENT_SECRET = "stand-in-client-secret-0123456789abcdef";
export const TOKEN = "gho_StandInToken0123456789abcdefghijklmno";
/** A GitHub App's user token, and the refresh token that comes with it, which must not reach the browser. */
export const APP_TOKEN = "ghu_StandInUserToken0123456789abcdefghij";
export const REFRESH_TOKEN = "ghr_StandInRefreshToken0123456789abcdefghijklmnopqrstuvwxyz0123456789";

export interface StandIn {
  origin: string;
  /** Every form the token endpoint received, with its Accept header. */
  tokenRequests: Record<string, string>[];
  /** Every query the authorize page received. */
  authorizeRequests: Record<string, string>[];
  /**
   * The next answers: GitHub's token error instead of a token; a state other than the one received; a GitHub
   * App's token, which expires, with a refresh token.
   */
  behaviour: { tokenError?: string; state?: string; app?: boolean };
  reset(): void;
  close(): Promise<void>;
}

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Authorize application</title></head>` +
  `<body><main><h1>Authorize Brightcode content manager</h1>${body}</main></body></html>`;

export async function startGitHubStandIn(port: number): Promise<StandIn> {
  /** Each code given out, with the PKCE challenge of its authorization, if it had one. */
  const codes = new Map<string, string | undefined>();
  let issued = 0;
  const standIn = {
    origin: `http://127.0.0.1:${port}`,
    tokenRequests: [] as Record<string, string>[],
    authorizeRequests: [] as Record<string, string>[],
    behaviour: {} as StandIn["behaviour"],
    reset() {
      standIn.tokenRequests.length = 0;
      standIn.authorizeRequests.length = 0;
      standIn.behaviour = {};
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  function authorize(url: URL, res: http.ServerResponse) {
    const query = Object.fromEntries(url.searchParams);
    standIn.authorizeRequests.push(query);
    if (query.client_id !== CLIENT_ID || !query.redirect_uri || !query.state) {
      res.writeHead(400, { "Content-Type": "text/html; charset=utf-8" });
      return res.end(page("<p>Unknown application or missing parameters.</p>"));
    }
    if (query.code_challenge && query.code_challenge_method !== "S256") {
      res.writeHead(400, { "Content-Type": "text/html; charset=utf-8" });
      return res.end(page("<p>Only the S256 code challenge method is accepted.</p>"));
    }
    const code = `code-${++issued}`;
    codes.set(code, query.code_challenge);
    const back = (params: Record<string, string>) => {
      const target = new URL(query.redirect_uri!);
      target.search = new URLSearchParams({ ...params, state: standIn.behaviour.state ?? query.state! }).toString();
      return target.href.replace(/&/g, "&amp;");
    };
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(
      page(
        `<p>Scope: ${query.scope === "repo" ? "repo" : "other"}</p>` +
          `<p><a href="${back({ code })}">Authorize</a> <a href="${back({
            error: "access_denied",
            error_description: "The user has denied your application access.",
          })}">Cancel</a></p>`,
      ),
    );
  }

  function token(req: http.IncomingMessage, res: http.ServerResponse) {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk));
    req.on("end", () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      standIn.tokenRequests.push({ ...form, accept: req.headers.accept ?? "", method: req.method ?? "" });
      const code = form.code ?? "";
      const challenge = codes.get(code);
      const verified =
        challenge === undefined ||
        createHash("sha256")
          .update(form.code_verifier ?? "")
          .digest("base64url") === challenge;
      const valid =
        form.client_id === CLIENT_ID && form.client_secret === CLIENT_SECRET && codes.delete(code) && verified;
      const error = standIn.behaviour.tokenError ?? (valid ? undefined : "bad_verification_code");
      const token = standIn.behaviour.app
        ? {
            access_token: APP_TOKEN,
            expires_in: 28800,
            refresh_token: REFRESH_TOKEN,
            refresh_token_expires_in: 15897600,
            token_type: "bearer",
            scope: "",
          }
        : { access_token: TOKEN, token_type: "bearer", scope: "repo" };
      // GitHub answers its errors with 200 too.
      res.writeHead(200, { "Content-Type": "application/json; charset=utf-8" });
      res.end(JSON.stringify(error ? { error, error_description: "The code passed is incorrect or expired." } : token));
    });
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", standIn.origin);
    if (req.method === "GET" && url.pathname === "/login/oauth/authorize") return authorize(url, res);
    if (req.method === "POST" && url.pathname === "/login/oauth/access_token") return token(req, res);
    if (req.method === "GET" && url.pathname === "/elsewhere") {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      return res.end(
        '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Elsewhere</title></head></html>',
      );
    }
    res.writeHead(404, { "Content-Type": "text/plain" }).end("not found");
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  standIn.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}
