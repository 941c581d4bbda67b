// A stand-in for the form service on 127.0.0.1, for the browser suite: it records every submission and answers
// like Formspree (JSON when asked for it, its own thank-you page otherwise). GET /__control lists what arrived;
// POST /__control?mode=ok|fail|refuse&reset=1 sets how it answers: fail with a 500, refuse with the 422 Formspree
// gives a submission it does not accept, with a reason for a field and one for a field the form does not have.
import http from "node:http";

import { FORM_SERVICE_PORT as port } from "./hosts.mjs";
let mode = "ok";
let received = [];

const refusal = {
  error: "Validation errors",
  errors: [
    { field: "email", message: "should be an email", code: "TYPE_EMAIL" },
    { field: "phone", message: "phone is not a field here", code: "REQUIRED_FIELD_MISSING" },
  ],
};

function answer(res, status, type, body) {
  res.writeHead(status, { "Access-Control-Allow-Origin": "*", "content-type": type });
  res.end(body);
}

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? "/", `http://127.0.0.1:${port}`);
    if (url.pathname === "/__control") {
      if (req.method === "POST") {
        mode = url.searchParams.get("mode") ?? mode;
        if (url.searchParams.has("reset")) received = [];
      }
      return answer(res, 200, "application/json", JSON.stringify(received));
    }
    if (req.method !== "POST") return answer(res, 200, "text/plain", "form service stand-in");
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      received.push({ path: url.pathname, contentType: req.headers["content-type"], accept: req.headers.accept, body });
      if (mode === "refuse") answer(res, 422, "application/json", JSON.stringify(refusal));
      else if (mode === "fail") answer(res, 500, "application/json", '{"error":"Internal error"}');
      else if (req.headers.accept?.includes("application/json")) answer(res, 200, "application/json", '{"ok":true}');
      else
        answer(
          res,
          200,
          "text/html; charset=utf-8",
          "<!doctype html><html lang=en><title>Thanks</title><h1>Thanks!</h1>",
        );
    });
  })
  .listen(port, "127.0.0.1", () => console.log(`form service stand-in on http://127.0.0.1:${port}`));
