// What the third parties' scripts do, as far as the site uses them: stand-ins for the browser suite
// (__tests__/e2e/third-parties.ts) and the Lighthouse benchmark (scripts/bench/third-party-stand-ins.mjs), whose
// machines cannot reach the real hosts. Plain JavaScript, so that both read it.

export const PLAUSIBLE_ORIGIN = "https://plausible.io";

/**
 * Turnstile's api.js: render() draws the widget's frame (of no size, as the real one with
 * `appearance: "interaction-only"` until Cloudflare asks the visitor to interact) and issues token-1, and each
 * reset() the next token (`window.__turnstile.issued` counts them).
 */
export const turnstileScript = `(() => {
  // The frame comes from the script's own origin, as the real one's does.
  const origin = new URL(document.currentScript.src).origin;
  const widgets = [];
  const state = (window.__turnstile = { issued: 0 });
  const issue = (options) => setTimeout(() => options.callback("token-" + ++state.issued));
  window.turnstile = {
    render(container, options) {
      const frame = document.createElement("iframe");
      frame.src = origin + "/widget";
      frame.title = "Widget containing a Cloudflare security challenge";
      frame.style.cssText = "border: 0; width: 0; height: 0; display: block";
      container.append(frame);
      widgets.push(options);
      issue(options);
      return String(widgets.length - 1);
    },
    reset(id) {
      issue(widgets[Number(id)]);
    },
  };
})();`;

/** The page Turnstile's frame shows. */
export const turnstileFrame = "<!doctype html><title>Turnstile</title>";

/**
 * Plausible's script.js: it reads the settings from its own tag, counts the page view, sends what the page queued
 * before it ran, and then each event, to data-api (as the real one does, by fetch).
 */
export const plausibleScript = `(() => {
  const tag = document.currentScript;
  const send = (name) =>
    fetch(tag.dataset.api, {
      method: "POST",
      body: JSON.stringify({ n: name, u: location.href, d: tag.dataset.domain }),
      keepalive: true,
    });
  const queued = (window.plausible && window.plausible.q) || [];
  window.plausible = (name) => send(name);
  send("pageview");
  queued.forEach((args) => send(args[0]));
})();`;
