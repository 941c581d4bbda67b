/* What the content manager does with a file an editor uploads (cms/admin/upload.js asks it): the rules alone,
 * as pure functions of the file's facts and its field's limits, so the unit tests drive them
 * (__tests__/unit/upload-plan.test.ts). The build (gatsby-node.ts, lib/picture.ts) refuses the same pictures,
 * for files committed without the content manager; these rules refuse them before anything is stored, with
 * what to do instead.
 * Plain browser JavaScript, run on the CMS page before Decap; it leaves its functions on window.CMS_UPLOADS. */
(function (exports) {
  "use strict";

  /** The most bytes a file may have: more is no photo a browser prepares quickly (a phone's is 2 to 12 MB). */
  var MAX_BYTES = 40 * 1000 * 1000;
  var TYPES = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp" };
  var EXTENSIONS = { jpeg: ".jpg", png: ".png", webp: ".webp" };

  var ascii = function (bytes, start, length) {
    return String.fromCharCode.apply(null, Array.prototype.slice.call(bytes, start, start + length));
  };

  /**
   * The format the first bytes of a file say it holds (a file's name and type may say anything: a HEIC's type is
   * image/heif, image/heic or empty depending on the system): jpeg, png, webp, gif, avif, heic, tiff, bmp, pdf,
   * svg, or unknown.
   */
  function sniffFormat(bytes) {
    if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
    if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
    if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "webp";
    if (/^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return "gif";
    if (ascii(bytes, 4, 4) === "ftyp") {
      // The major brand, then the compatible ones: AVIF and HEIC are both HEIF files.
      var size = Math.min(bytes.length, (bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]);
      var brands = [ascii(bytes, 8, 4)];
      for (var at = 16; at + 4 <= size; at += 4) brands.push(ascii(bytes, at, 4));
      if (brands.indexOf("avif") >= 0 || brands.indexOf("avis") >= 0) return "avif";
      var heic = /^(?:hei[cmsx]|hev[cmsx]|mif1|msf1)$/;
      if (brands.some(heic.test, heic)) return "heic";
      return "unknown";
    }
    if (ascii(bytes, 0, 4) === "II*\0" || ascii(bytes, 0, 4) === "MM\0*") return "tiff";
    if (ascii(bytes, 0, 5) === "%PDF-") return "pdf";
    if (ascii(bytes, 0, 2) === "BM") return "bmp";
    if (/<svg[\s>]/i.test(ascii(bytes, 0, Math.min(bytes.length, 4096)))) return "svg";
    return "unknown";
  }

  /** The segments of a JPEG before its image data: [marker, start, end] each, or null if it is not one. */
  function jpegSegments(bytes) {
    if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
    var segments = [];
    var at = 2;
    while (at + 4 <= bytes.length && bytes[at] === 0xff) {
      var marker = bytes[at + 1];
      if (marker === 0xff) {
        at += 1; // fill byte
        continue;
      }
      var end = at + 2 + ((bytes[at + 2] << 8) | bytes[at + 3]);
      segments.push([marker, at, end]);
      if (marker === 0xda) return segments; // start of scan: the image data follows
      at = end;
    }
    return null;
  }

  /** The EXIF orientation (1 to 8) of a JPEG, read from its first bytes; 1 when it has none. */
  function jpegOrientation(bytes) {
    var found = 1;
    (jpegSegments(bytes) || []).forEach(function (segment) {
      var start = segment[1] + 4;
      if (segment[0] !== 0xe1 || ascii(bytes, start, 6) !== "Exif\0\0") return;
      var tiff = start + 6;
      var little = ascii(bytes, tiff, 2) === "II";
      var read = function (at, length) {
        var value = 0;
        for (var i = 0; i < length; i++) value += bytes[at + (little ? i : length - 1 - i)] * Math.pow(256, i);
        return value;
      };
      var ifd = tiff + read(tiff + 4, 4);
      if (ifd + 2 > segment[2]) return;
      var count = read(ifd, 2);
      for (var i = 0; i < count; i++) {
        var entry = ifd + 2 + i * 12;
        if (entry + 12 > segment[2]) return;
        if (read(entry, 2) === 0x0112) found = read(entry + 8, 2) || 1;
      }
    });
    return found;
  }

  /**
   * A JPEG without its metadata, its picture's bytes untouched: only the segments a decoder needs are kept (JFIF,
   * the colour profile, Adobe's colour transform, the tables and frame) and what follows the picture is dropped
   * (a phone's depth or HDR map, with metadata of its own). EXIF (with GPS), XMP, IPTC, comments and the rest go.
   */
  function stripJpeg(bytes) {
    var segments = jpegSegments(bytes);
    if (!segments) return null;
    var kept = segments.filter(function (segment) {
      var marker = segment[0];
      if (marker === 0xe2) return ascii(bytes, segment[1] + 4, 12) === "ICC_PROFILE\0";
      if (marker === 0xee) return true; // Adobe's: how the colours are stored
      return !(marker >= 0xe1 && marker <= 0xef) && marker !== 0xfe;
    });
    // The image data ends at the first EOI marker: inside it, 0xFF is always followed by 0x00 or a restart marker.
    var scan = segments[segments.length - 1][2];
    var end = scan;
    while (end + 1 < bytes.length && !(bytes[end] === 0xff && bytes[end + 1] === 0xd9)) end++;
    if (end + 1 >= bytes.length) return null;
    var parts = [bytes.subarray(0, 2)].concat(
      kept.slice(0, -1).map(function (s) {
        return bytes.subarray(s[1], s[2]);
      }),
      [bytes.subarray(segments[segments.length - 1][1], end + 2)],
    );
    var out = new Uint8Array(
      parts.reduce(function (n, p) {
        return n + p.length;
      }, 0),
    );
    parts.reduce(function (at, part) {
      out.set(part, at);
      return at + part.length;
    }, 0);
    return out;
  }

  var quote = function (name) {
    return "\u201c" + name + "\u201d";
  };
  var megabytes = function (bytes) {
    return Math.round(bytes / 100000) / 10 + " MB";
  };

  /** Why a file the browser could not read is refused, and what to do instead. */
  function unreadable(name, format) {
    if (format === "heic") {
      return (
        quote(name) +
        " is an iPhone HEIC photo, which this browser cannot read. Export it as JPEG (in Photos on a Mac: File," +
        " Export, JPEG), or set the iPhone camera to Most Compatible (Settings, Camera, Formats) for new photos," +
        " and upload the JPEG."
      );
    }
    if (format === "tiff") {
      return quote(name) + " is a TIFF picture, which this browser cannot read. Save it as JPEG and upload that.";
    }
    return (
      quote(name) + " is not a picture this browser can read. Upload a JPEG photo (or a PNG for a logo or an icon)."
    );
  }

  /**
   * What to do with an upload.
   * facts: { name, bytes, format (sniffFormat's), orientation (1 to 8), webp (whether this browser encodes WebP) },
   *   and, once the browser has decoded it, width and height as shown (the EXIF orientation applied; null when the
   *   browser could not decode it).
   * limits: the field's, from the content model ({ min: [width, height], max: width }, collections.ts's
   *   PictureSpec), and maxPixels, the most pixels the build takes; null for an upload that is not from a picture
   *   field (the Media page).
   * Returns { refuse: message } (show the message, store nothing), { decode: true } (decode it, then ask again with
   * its size), or { fit: { width, height, type, name, keep } }: the picture to store, `keep` when it is a JPEG
   * already within bounds, whose metadata is stripped without decoding (stripJpeg), rather than redrawn.
   */
  function uploadPlan(facts, limits) {
    var name = facts.name;
    // The Media page stores a file at once, outside every entry's folder, where no page uses it.
    if (!limits) {
      return {
        refuse:
          "Upload pictures from the entry's picture field: open the entry (a project, a hero slide...) and choose" +
          " its picture there. " +
          quote(name) +
          " was not uploaded: a picture stored here is used by no page.",
      };
    }
    if (facts.format === "pdf") {
      return {
        refuse:
          quote(name) +
          " is a PDF document, not a picture. Export the page you want as a JPEG (or a PNG) and upload that.",
      };
    }
    if (facts.format === "svg") {
      return {
        refuse:
          quote(name) +
          " is an SVG drawing: the site's picture fields take JPEG, PNG or WebP pictures. Export it as a PNG" +
          " at least " +
          limits.min[0] +
          " \u00d7 " +
          limits.min[1] +
          " px and upload that.",
      };
    }
    if (facts.format === "gif") {
      return {
        refuse:
          quote(name) +
          " is a GIF: the site shows no GIFs (nor animations). Save it as a PNG (or a JPEG for a photo) and" +
          " upload that.",
      };
    }
    if (facts.bytes > MAX_BYTES) {
      return {
        refuse:
          quote(name) +
          " is " +
          megabytes(facts.bytes) +
          ", too large to prepare for the site in the browser (at most " +
          megabytes(MAX_BYTES) +
          "). Export it as a JPEG about 4000 px wide and upload that.",
      };
    }
    if (facts.width === undefined) return { decode: true };
    if (facts.width === null) return { refuse: unreadable(name, facts.format) };
    var width = facts.width;
    var height = facts.height;
    if (width * height > limits.maxPixels) {
      return {
        refuse:
          quote(name) +
          " is " +
          width +
          " \u00d7 " +
          height +
          " px (" +
          Math.round((width * height) / 1e6) +
          " million pixels), too large to prepare for the site (at most " +
          limits.maxPixels / 1e6 +
          " million). Export it about 4000 px wide and upload that.",
      };
    }
    if (width < limits.min[0] || height < limits.min[1]) {
      return {
        refuse:
          quote(name) +
          " is " +
          width +
          " \u00d7 " +
          height +
          " px: this field needs a picture at least " +
          limits.min[0] +
          " \u00d7 " +
          limits.min[1] +
          " px, or it looks blurred where the site shows it. Choose a larger picture.",
      };
    }
    // At most the field's largest width, never larger than it is, and never below the field's least height or
    // width (a very wide picture keeps the height the site needs, even if it then stays wider than `max`).
    var scale = Math.min(1, Math.max(limits.max / width, limits.min[0] / width, limits.min[1] / height));
    var format = facts.format === "png" ? "png" : facts.format === "webp" && facts.webp ? "webp" : "jpeg";
    var fit = {
      width: Math.max(1, Math.round(width * scale)),
      height: Math.max(1, Math.round(height * scale)),
      type: TYPES[format],
      name: name.replace(/\.[^.]*$/, "") + EXTENSIONS[format],
      // A JPEG shown as it is stored: its picture is kept (not encoded again, so not made worse).
      keep: scale === 1 && facts.format === "jpeg" && (facts.orientation || 1) === 1,
    };
    return { fit: fit };
  }

  exports.MAX_BYTES = MAX_BYTES;
  exports.sniffFormat = sniffFormat;
  exports.jpegOrientation = jpegOrientation;
  exports.stripJpeg = stripJpeg;
  exports.uploadPlan = uploadPlan;
})(typeof module === "object" && module.exports ? module.exports : (window.CMS_UPLOADS = {}));
