/* Every file an editor uploads is made fit for the site before Decap stores it, or refused with what to do
 * instead (docs/editors.md, "Pictures"). Decap calls window.CMS_ACCEPT_UPLOAD(file, { field }) from its media
 * library before it stores anything (cms/build/decap-fixes.ts), with the picture field the library was opened
 * from (none from the Media page); the answer is the file to store, or null for none. The rules are
 * upload-plan.js's; this applies them: it reads the file (a JPEG whole, its colour profile digested to tell a
 * standard one) and decodes the picture (createImageBitmap applies the EXIF orientation), then stores it resized
 * and redrawn, so without the camera's metadata, GPS included, or a JPEG already within bounds with its metadata
 * cut out and its picture untouched.
 * Plain browser JavaScript, run on the CMS page before Decap. */
(function () {
  "use strict";
  var uploads = window.CMS_UPLOADS;
  /** A photo's JPEG quality: no visible loss at the sizes the site shows it (gatsby-plugin-image re-encodes it). */
  var QUALITY = 0.85;
  /** The first bytes read for the format. */
  var HEAD = 4096;

  /**
   * The field's limits (the content model's, which the build wrote into the field: cms-config.ts); a text's
   * picture button's (a field the site did not write: Decap's own) those of a picture in the text; null from the
   * Media page (no field).
   */
  function limitsOf(field) {
    if (!field || typeof field.get !== "function") return null;
    var picture = field.get("picture") || window.CMS_SITE.textPicture;
    if (!picture) return null;
    picture = typeof picture.toJS === "function" ? picture.toJS() : picture;
    return { min: picture.min, max: picture.max, maxPixels: window.CMS_SITE.maxPixels };
  }

  var webp = null;
  /** Whether this browser's canvas writes WebP (Chromium and Firefox do; Safari writes PNG instead). */
  function encodesWebp() {
    if (webp === null) {
      var canvas = document.createElement("canvas");
      canvas.width = canvas.height = 1;
      webp = canvas.toDataURL("image/webp").indexOf("data:image/webp") === 0;
    }
    return webp;
  }

  /** The picture drawn at `fit`'s size and encoded as `type`; a JPEG's transparent parts are white, not black. */
  async function encode(bitmap, fit, type) {
    var canvas = document.createElement("canvas");
    canvas.width = fit.width;
    canvas.height = fit.height;
    var context = canvas.getContext("2d");
    if (type === "image/jpeg") {
      context.fillStyle = "#fff";
      context.fillRect(0, 0, fit.width, fit.height);
    }
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, fit.width, fit.height);
    var blob = await new Promise(function (resolve) {
      canvas.toBlob(resolve, type, QUALITY);
    });
    canvas.width = canvas.height = 0; // the canvas's memory back at once, not at the next collection
    return blob;
  }

  /**
   * The picture as `fit` says: resized by the browser's own high-quality scaler, then redrawn and encoded. A
   * browser that does not resize so (its createImageBitmap takes no size) has the canvas scale it as it draws.
   */
  async function redraw(bitmap, fit) {
    var sized =
      fit.width === bitmap.width && fit.height === bitmap.height
        ? bitmap
        : await createImageBitmap(bitmap, {
            resizeWidth: fit.width,
            resizeHeight: fit.height,
            resizeQuality: "high",
          }).catch(function () {
            return bitmap;
          });
    try {
      var blob = await encode(sized, fit, fit.type);
      // A browser that does not write the type asked for (WebP in Safari) gives PNG: a photo is then a JPEG.
      if (blob && blob.type === fit.type) return new File([blob], fit.name, { type: fit.type });
      var name = fit.name.replace(/\.[^.]*$/, ".jpg");
      blob = await encode(sized, fit, "image/jpeg");
      return blob && new File([blob], name, { type: "image/jpeg" });
    } finally {
      if (sized !== bitmap) sized.close();
    }
  }

  /** The file to store for `file`, or null after telling the editor why there is none. */
  async function accept(file, limits) {
    var head = new Uint8Array(await file.slice(0, HEAD).arrayBuffer());
    var facts = { name: file.name, bytes: file.size, format: uploads.sniffFormat(head), webp: encodesWebp() };
    // A JPEG is read whole: what it holds between its scans decides too (at most MAX_BYTES: uploadPlan).
    var whole =
      facts.format === "jpeg" && file.size <= uploads.MAX_BYTES ? new Uint8Array(await file.arrayBuffer()) : null;
    if (whole) Object.assign(facts, uploads.jpegFacts(whole));
    // Without a digest (crypto.subtle is only on https and localhost) a profile is not known to be standard.
    if (facts.profile && window.crypto && crypto.subtle) {
      var digest = new Uint8Array(await crypto.subtle.digest("SHA-256", facts.profile));
      facts.profileSha256 = Array.prototype.map
        .call(digest, function (byte) {
          return (byte + 0x100).toString(16).slice(1);
        })
        .join("");
    }
    var plan = uploads.uploadPlan(facts, limits);
    var bitmap = null;
    try {
      if (plan.decode) {
        bitmap = await createImageBitmap(file).catch(function () {
          return null;
        });
        facts.width = bitmap ? bitmap.width : null;
        facts.height = bitmap ? bitmap.height : null;
        plan = uploads.uploadPlan(facts, limits);
      }
      if (plan.refuse) {
        window.alert(plan.refuse);
        return null;
      }
      var fit = plan.fit;
      if (fit.keep) {
        var stripped = uploads.stripJpeg(whole);
        if (stripped) return new File([stripped], fit.name, { type: fit.type });
      }
      var out = await redraw(bitmap, fit);
      if (!out) throw new Error("the browser could not encode it");
      return out;
    } finally {
      if (bitmap) bitmap.close();
    }
  }

  /** Never throws: an error is told to the editor, and nothing is stored. */
  window.CMS_ACCEPT_UPLOAD = async function (file, context) {
    if (!file) return null;
    var name = String(file.name);
    document.documentElement.style.cursor = "progress";
    try {
      return await accept(file, limitsOf(context && context.field));
    } catch (error) {
      window.alert(
        "\u201c" +
          name +
          "\u201d could not be prepared for the site (" +
          (error && error.message) +
          "). Nothing was uploaded. Try again, or export it as a JPEG and upload that.",
      );
      return null;
    } finally {
      document.documentElement.style.cursor = "";
    }
  };
})();
