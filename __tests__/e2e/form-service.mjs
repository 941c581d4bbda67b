// A stand-in for the form service on 127.0.0.1, for the browser suite: it records every submission
// and answers like Formspree (JSON when asked for it, a thank-you page otherwise).
// GET /__control lists what arrived; POST /__control?mode=ok|fail|drop|hang|slow|refuse|refuse-form&reset=1
// sets its behaviour: refuse and refuse-form answer 422 as Formspree does when it does not accept a submission.
import http from "node:http";

import { FORM_SERVICE_PORT as port } from "./hosts.mjs";
let mode = "ok";
let received = [];

const cors = { "Access-Control-Allow-Origin": "*" };

// Formspree's answers to a refusal: reasons tied to fields (one of them a field the form does not have), or
// a reason for the whole form. The markup in them must reach the visitor as text.
const refusals = {
  refuse: {
    error: "Validation errors",
    errors: [
      { field: "email", message: "  should be an email  ", code: "TYPE_EMAIL" },
      { field: "phone", message: "phone <b>is</b> not a field here", code: "REQUIRED_FIELD_MISSING" },
    ],
  },
  "refuse-form": { error: "This form does not accept <img src=x onerror=alert(1)> submissions yet" },
};

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? "/", `http://127.0.0.1:${port}`);
    if (url.pathname === "/__control") {
      if (req.method === "POST") {
        mode = url.searchParams.get("mode") ?? mode;
        if (url.searchParams.has("reset")) received = [];
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(received));
      return;
    }
    if (req.method !== "POST") {
      res.writeHead(200, { "content-type": "text/plain" });
      res.end("form service stand-in");
      return;
    }
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      if (mode === "drop") return req.socket.destroy(); // as if the service were down
      if (mode === "hang") return; // never answers
      received.push({ path: url.pathname, contentType: req.headers["content-type"], accept: req.headers.accept, body });
      const answer = () => {
        if (mode in refusals) {
          res.writeHead(422, { ...cors, "content-type": "application/json" });
          res.end(JSON.stringify(refusals[mode]));
        } else if (mode === "fail") {
          res.writeHead(500, { ...cors, "content-type": "application/json" });
          res.end('{"error":"Internal error"}');
        } else if ((req.headers.accept ?? "").includes("application/json")) {
          res.writeHead(200, { ...cors, "content-type": "application/json" });
          res.end('{"ok":true}');
        } else {
          res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
          res.end(
            "<!doctype html><html lang=en><title>Thanks</title><h1>Thanks!</h1><p>Your form was submitted.</p></html>",
          );
        }
      };
      if (mode === "slow") setTimeout(answer, 1000);
      else answer();
    });
  })
  .listen(port, "127.0.0.1", () => console.log(`form service stand-in on http://127.0.0.1:${port}`));
