/* The CMS page's own script, run before Decap CMS (its standalone bundle) and started once the page is
 * parsed: previews in the site's own styles, image file names written as the build expects them, and the
 * configuration generated from the content model. The build prepends `window.CMS_SITE = {config, siteCss}`.
 * Plain browser JavaScript: Decap brings its own React, reached through window.h (createElement). */
(function () {
  "use strict";
  window.CMS_MANUAL_INIT = true;
  var site = window.CMS_SITE;

  // CSS-module class names of the site's components, read from the site's stylesheet:
  // "projects.card" -> "projects-module--card--f63be".
  var classes = {};
  function cls(name) {
    return classes[name] || "";
  }
  function readClasses(css) {
    var pattern = /\.([a-z0-9-]+)-module--([a-zA-Z0-9_-]+?)--[0-9a-f]{5}(?![\w-])/g;
    for (var match; (match = pattern.exec(css));) classes[match[1] + "." + match[2]] = match[0].slice(1);
  }

  // Decap's createElement, once Decap has loaded (this script runs before it).
  function h() {
    return window.h.apply(null, arguments);
  }
  // A card on its own, at the width it has on the site's pages.
  function narrow(content) {
    return h("div", { className: "container preview-narrow" }, content);
  }

  function value(props, field) {
    return props.entry.getIn(["data", field]) || "";
  }
  function imageUrl(props, field) {
    var file = value(props, field);
    var asset = file && props.getAsset(file);
    return asset ? String(asset) : "";
  }

  // The project card, the hero slide and the service tile, as the site's components draw them.
  function ProjectPreview(props) {
    return narrow(
      h(
        "div",
        { className: cls("projects.card") },
        h(
          "div",
          { className: cls("projects.media") },
          h("img", { className: "preview-photo", src: imageUrl(props, "image"), alt: value(props, "alt") }),
        ),
        h(
          "div",
          { className: cls("projects.body") },
          h("h3", { className: cls("projects.title") }, value(props, "title")),
          h("p", { className: cls("projects.description") }, value(props, "description")),
        ),
      ),
    );
  }

  function HeroPreview(props) {
    return h(
      "section",
      { className: cls("hero.hero") },
      h(
        "div",
        { className: cls("hero.slide") },
        h("img", {
          className: cls("hero.image") + " preview-cover",
          src: imageUrl(props, "image"),
          alt: value(props, "alt"),
        }),
        h(
          "div",
          { className: cls("hero.caption") },
          h(
            "p",
            { className: cls("hero.caption-text") },
            value(props, "line1"),
            h("br"),
            h("strong", null, value(props, "line2")),
          ),
        ),
      ),
    );
  }

  function ServicePreview(props) {
    return narrow(
      h(
        "ul",
        { className: cls("services.grid") },
        h(
          "li",
          { className: cls("services.tile") },
          h("img", { className: cls("services.icon"), src: imageUrl(props, "icon"), alt: "", width: 64, height: 64 }),
          h(
            "h3",
            { className: cls("services.title") },
            h("span", { className: cls("services.link") }, value(props, "title")),
          ),
          h("p", { className: cls("services.text") }, value(props, "text")),
        ),
      ),
    );
  }

  // Decap writes an uploaded image's file name as "photo.jpg"; content/ writes "./photo.jpg", and so
  // must every file an editor saves.
  var imageFields = {};
  site.config.collections.forEach(function (collection) {
    var fields = collection.fields || collection.files[0].fields;
    imageFields[collection.name] = fields.filter((f) => f.widget === "image").map((f) => f.name);
  });
  function relativeImages(event) {
    var data = event.entry.get("data");
    (imageFields[event.entry.get("collection")] || []).forEach(function (field) {
      var file = data.get(field);
      if (typeof file === "string" && /^[^/:]+$/.test(file)) data = data.set(field, "./" + file);
    });
    return data;
  }

  function start() {
    // The site's own sign-in (functions/api/, built on Cloudflare) answers on whatever origin this page is on.
    if (site.config.backend.authSameOrigin) site.config.backend.base_url = location.origin;
    var CMS = window.CMS;
    CMS.registerPreviewStyle(site.siteCss);
    CMS.registerPreviewStyle(
      ".preview-narrow{max-width:24rem;padding-block:1.5rem}" +
        ".preview-photo{display:block;width:100%;aspect-ratio:1.5;object-fit:cover}" +
        ".preview-cover{width:100%;object-fit:cover}",
      { raw: true },
    );
    CMS.registerPreviewTemplate("projects", ProjectPreview);
    CMS.registerPreviewTemplate("hero", HeroPreview);
    CMS.registerPreviewTemplate("services", ServicePreview);
    CMS.registerEventListener({ name: "preSave", handler: relativeImages });
    fetch(site.siteCss)
      .then((response) => response.text())
      .then(readClasses, function () {})
      .then(function () {
        CMS.init({ config: site.config });
      });
  }
  document.addEventListener("DOMContentLoaded", start);
})();
