/* The CMS page's own script, run before Decap CMS (its standalone bundle) and started once the page is
 * parsed: previews drawn by the site itself, image file names written as the build expects them, the focal-point
 * widget (focal.js), and the configuration generated from the content model. The build serves it after the upload
 * rules and hook (upload-plan.js, upload.js) and focal.js, in one file, and prepends `window.CMS_SITE = {…}`
 * (cms/build/site.mjs): the configuration, the preview page's address, the collections it draws, each collection's
 * image fields, and the most pixels a picture may have.
 * Plain browser JavaScript: Decap brings its own React, reached through window.h and window.createClass. */
(function () {
  "use strict";
  window.CMS_MANUAL_INIT = true;
  var site = window.CMS_SITE;

  // The preview pane shows the site's preview page (cms/preview/preview.tsx), which draws the entry with
  // the site's own components and styles. It says when it is ready; each change is then sent to it.
  var frames = new Map();
  function send(frame) {
    var props = frames.get(frame);
    if (!props || !frame.contentWindow) return;
    var data = props.entry.get("data").toJS();
    var fields = {};
    var images = {};
    Object.keys(data).forEach(function (field) {
      fields[field] = String(data[field]);
      var asset = (site.imageFields[props.collection.get("name")] || []).includes(field) && props.getAsset(data[field]);
      if (asset) images[field] = String(asset);
    });
    // The pictures in the text (an article's), by their file's name: "text:diagram.png".
    String(data.body || "").replace(/!\[[^\]\r\n]*\]\((?:\.\/)?([A-Za-z0-9][\w.-]*)/g, function (_, name) {
      var asset = props.getAsset(name);
      if (asset) images["text:" + name] = String(asset);
    });
    var message = {
      type: "preview",
      collection: props.collection.get("name"),
      slug: props.entry.get("slug") || "",
      fields: fields,
      images: images,
    };
    frame.contentWindow.postMessage(message, location.origin);
  }
  window.addEventListener("message", function (event) {
    if (event.origin !== location.origin || !event.data || event.data.type !== "preview-ready") return;
    frames.forEach(function (_, frame) {
      if (frame.contentWindow === event.source) send(frame);
    });
  });

  // A preview pane: the preview page in a frame, sent the entry as it changes. (Decap's globals, once it has
  // loaded: this script runs before it.)
  function previewTemplate() {
    return window.createClass({
      componentDidUpdate: function () {
        frames.set(this.frame, this.props);
        send(this.frame);
      },
      componentWillUnmount: function () {
        frames.delete(this.frame);
      },
      render: function () {
        return window.h("iframe", {
          src: site.preview,
          title: "Preview, as the site shows it",
          style: { display: "block", width: "100%", height: "100vh", border: 0 },
          ref: function (frame) {
            if (frame) frames.set(frame, this.props);
            this.frame = frame;
          }.bind(this),
        });
      },
    });
  }

  // Decap writes an uploaded image's file name as "photo.jpg"; content/ writes "./photo.jpg", and so
  // must every file an editor saves.
  function relativeImages(event) {
    var data = event.entry.get("data");
    (site.imageFields[event.entry.get("collection")] || []).forEach(function (field) {
      var file = data.get(field);
      if (typeof file === "string" && /^[^/:]+$/.test(file)) data = data.set(field, "./" + file);
    });
    return data;
  }

  function start() {
    // The site's own sign-in (functions/api/, built on Cloudflare) answers on whatever origin this page is on.
    if (site.config.backend.authSameOrigin) site.config.backend.base_url = location.origin;
    var CMS = window.CMS;
    var Preview = previewTemplate();
    site.previews.forEach(function (collection) {
      CMS.registerPreviewTemplate(collection, Preview);
    });
    CMS.registerEventListener({ name: "preSave", handler: relativeImages });
    // Before init, which checks each field's config against its widget's schema.
    window.CMS_REGISTER_FOCAL();
    CMS.init({ config: site.config });
  }
  document.addEventListener("DOMContentLoaded", start);
})();
