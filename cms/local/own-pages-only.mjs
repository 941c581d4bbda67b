/**
 * The development server (`npm run cms`, `npm run develop`) answers only its own pages on this machine. Gatsby's
 * server sends `Access-Control-Allow-Origin: *` with every answer, so any web page the editor visits while it
 * runs could post to /___graphql and read the working copy's content (uncommitted edits, absolute paths), fetch
 * its page data, or call /__open-stack-frame-in-editor; and a DNS-rebinding page could do so under its own name.
 * Gatsby offers no hook before its own routes (developMiddleware comes after GraphQL), so the content manager's
 * plugin installs this in onPreInit, before the server exists: every request and WebSocket upgrade any HTTP
 * server of that process receives is refused, 403, unless it is addressed to this machine and comes from no other
 * page than the server's own. No import.meta here: Jest loads this file as CommonJS.
 */
import http from "node:http";
import { LOOPBACK_NAMES } from "../../lib/loopback.mjs";

/**
 * Why the development server must not answer a request with these headers, arriving on `port`, or null: a Host
 * other than this machine's names (DNS rebinding), an Origin other than the server's own (a page elsewhere, a
 * sandboxed frame's "null"), or a browser's word that another site sent it (an image or a link, which carry no
 * Origin). A request with none of them (curl, a typed address) is this machine's own.
 * @param {http.IncomingHttpHeaders} headers
 * @param {number | undefined} port
 */
function foreignRequest(headers, port) {
  const hosts = LOOPBACK_NAMES.map((name) => `${name}:${port}`);
  if (!hosts.includes(headers.host?.toLowerCase() ?? "")) {
    return `Host ${JSON.stringify(headers.host ?? "")} is not this machine's`;
  }
  const { origin } = headers;
  if (origin !== undefined && !hosts.some((host) => origin.toLowerCase() === `http://${host}`)) {
    return `Origin ${JSON.stringify(origin)} is not the development server's own pages`;
  }
  const site = headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin" && site !== "none") {
    return `another site's page sent it (Sec-Fetch-Site ${JSON.stringify(site)})`;
  }
  return null;
}

/** Refuses foreign requests to every HTTP server of this process from now on; returns what undoes it (tests). */
export function answerOwnPagesOnly() {
  const { emit } = http.Server.prototype;
  http.Server.prototype.emit = function (event, request, answer, ...rest) {
    if (event === "request" || event === "upgrade") {
      const problem = foreignRequest(request.headers, request.socket.localPort);
      if (problem) {
        const body = `Refused: ${problem}. The development server answers its own pages on this machine only.\n`;
        console.warn(`The development server refused ${JSON.stringify(request.url?.slice(0, 80))}: ${problem}.`);
        if (event === "request") answer.writeHead(403, { "Content-Type": "text/plain; charset=utf-8" }).end(body);
        else answer.end(`HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${body}`);
        return true;
      }
    }
    return emit.call(this, event, request, answer, ...rest);
  };
  return () => {
    http.Server.prototype.emit = emit;
  };
}
