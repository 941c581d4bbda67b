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
  /**
   * The SHA-256 of the colour profiles a kept JPEG may carry: standard ones that cameras, phones and editors
   * embed, whole and unchanged, since a profile may hold any text (a name, a place). Any other is redrawn.
   */
  var STANDARD_PROFILES = [
    "20789fdbea9835251a4f0796c8bf45cbd964896044886540da21ffc7457af0ab", // Apple's Display P3, 2022 (iPhone photos)
    "2b3aa1645779a9e634744faf9b01e9102b0c9b88fd6deced7934df86b949af7e", // HP's sRGB IEC61966-2.1 (Adobe, macOS)
    "33c34ecfeb998459e0075ba26a0f1ea5042e20e2419c5962e495eba3208576f2", // Google's sRGB IEC61966-2.1 (Pixel photos)
    "c56e1685d888f5edb92fe07f2750f387f8fe8e91b32ff8fb0b56bfbbb9458353", // libvips 8.15's sRGB (sharp's "srgb")
    "231752984cd4a5278e1b8d2390fe496767d4511fc81f54e1a5c69ae9ab4c42b5", // libvips 8.15's Display P3 (sharp's "p3")
    "12afb4d9953adee0607d347daee5b78b18d6b3cab2d572b88970703f5edb37bc", // Chromium's sRGB: a picture redrawn here
  ];

  var ascii = function (bytes, start, length) {
    return String.fromCharCode.apply(null, Array.prototype.slice.call(bytes, start, start + length));
  };
  var concat = function (parts) {
    var out = new Uint8Array(
      parts.reduce(function (n, part) {
        return n + part.length;
      }, 0),
    );
    parts.reduce(function (at, part) {
      out.set(part, at);
      return at + part.length;
    }, 0);
    return out;
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

  /**
   * Markers a decoder needs, wherever they are: a frame (SOF0 to SOF15, but for DHT, JPG and DAC, which are
   * tables or reserved), the tables (DHT, DAC, DQT), the restart interval (DRI) and the scans (SOS).
   */
  var picturePart = function (marker) {
    return (
      (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc8) || marker === 0xdb || marker === 0xdd || marker === 0xda
    );
  };

  /** Where the image data from `at` ends: inside it, 0xFF is followed only by 0x00 or a restart marker (D0 to D7). */
  function scanEnd(bytes, at) {
    while (at + 1 < bytes.length && !(bytes[at] === 0xff && bytes[at + 1] !== 0 && (bytes[at + 1] & 0xf8) !== 0xd0)) {
      at++;
    }
    return at;
  }

  /**
   * Every segment of a JPEG, from its start (SOI) to its end (EOI): [marker, start, end] each, a scan's end being
   * where its image data ends, so that what lies between a progressive JPEG's scans is listed too; `end` is where
   * the picture ends (a phone's depth or HDR map may follow, with metadata of its own). Null if it is not one
   * whole JPEG.
   */
  function jpegLayout(bytes) {
    if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
    var segments = [];
    var at = 2;
    while (at + 1 < bytes.length && bytes[at] === 0xff) {
      var marker = bytes[at + 1];
      if (marker === 0xff) {
        at += 1; // fill byte
        continue;
      }
      if (marker === 0xd9) return { segments: segments, end: at + 2 };
      if (at + 4 > bytes.length) return null;
      var end = at + 2 + ((bytes[at + 2] << 8) | bytes[at + 3]);
      if (end > bytes.length) return null;
      if (marker === 0xda) end = scanEnd(bytes, end);
      segments.push([marker, at, end]);
      at = end;
    }
    return null;
  }

  /** The segments a kept JPEG keeps besides the picture's: a plain JFIF header, the colour profile, Adobe's. */
  function essential(bytes, segment) {
    var marker = segment[0];
    var length = segment[2] - segment[1];
    // JFIF with no thumbnail: its version, units and density, nothing else (a JFXX or a thumbnail is a picture).
    if (marker === 0xe0) return length === 18 && ascii(bytes, segment[1] + 4, 5) === "JFIF\0";
    if (marker === 0xe2) return ascii(bytes, segment[1] + 4, 12) === "ICC_PROFILE\0";
    // Adobe's: how the colours are stored.
    if (marker === 0xee) return length === 16 && ascii(bytes, segment[1] + 4, 5) === "Adobe";
    return false;
  }

  /**
   * The EXIF orientation (1 to 8) of a JPEG (its EXIF may be anywhere before the picture, after a large colour
   * profile too); 1 when it has none; null when it cannot be read with certainty (an EXIF that does not parse, or
   * two).
   */
  function orientationOf(bytes, layout) {
    var exif = layout.segments.filter(function (segment) {
      return segment[0] === 0xe1 && ascii(bytes, segment[1] + 4, 6) === "Exif\0\0";
    });
    if (exif.length === 0) return 1;
    if (exif.length > 1) return null;
    var start = exif[0][1] + 10;
    var end = exif[0][2];
    var order = ascii(bytes, start, 2);
    if (order !== "II" && order !== "MM") return null;
    var read = function (at, length) {
      var value = 0;
      for (var i = 0; i < length; i++) value += bytes[at + (order === "II" ? i : length - 1 - i)] * Math.pow(256, i);
      return value;
    };
    var ifd = start + read(start + 4, 4);
    if (ifd + 2 > end) return null;
    var count = read(ifd, 2);
    if (ifd + 2 + count * 12 > end) return null;
    for (var i = 0; i < count; i++) {
      var entry = ifd + 2 + i * 12;
      if (read(entry, 2) !== 0x0112) continue;
      var value = read(entry + 8, 2);
      return value >= 1 && value <= 8 ? value : null;
    }
    return 1;
  }

  /**
   * A JPEG's colour profile: its ICC_PROFILE chunks (APP2) joined in the order they number themselves; null when
   * it has none, false when they are not one whole set (a chunk missing, repeated or counted differently).
   */
  function profileOf(bytes, layout) {
    var chunks = [];
    var count = 0;
    var whole = layout.segments.every(function (segment) {
      if (segment[0] !== 0xe2 || !essential(bytes, segment)) return true;
      var at = segment[1] + 16;
      var number = bytes[at];
      count = count || bytes[at + 1];
      if (at + 2 > segment[2] || bytes[at + 1] !== count || !(number >= 1 && number <= count) || chunks[number - 1]) {
        return false;
      }
      chunks[number - 1] = bytes.subarray(at + 2, segment[2]);
      return true;
    });
    if (!whole) return false;
    for (var i = 0; i < count; i++) if (!chunks[i]) return false;
    return count ? concat(chunks) : null;
  }

  /**
   * What decides whether a JPEG's bytes may be kept, its metadata cut out: its orientation (orientationOf), its
   * colour `profile` (profileOf's bytes, or null), and `keepable`, whether every segment is one stripJpeg keeps or
   * cuts out cleanly: metadata (APPn, COM) only before the picture's first scan, an APP0 only as a plain JFIF
   * header, and a profile only whole. Otherwise it is redrawn.
   */
  function jpegFacts(bytes) {
    var layout = jpegLayout(bytes);
    if (!layout) return { orientation: null, keepable: false, profile: null };
    var scanned = false;
    var keepable = layout.segments.every(function (segment) {
      var marker = segment[0];
      if (picturePart(marker)) {
        scanned = scanned || marker === 0xda;
        return true;
      }
      var metadata = (marker >= 0xe1 && marker <= 0xef) || marker === 0xfe;
      return !scanned && (metadata || essential(bytes, segment));
    });
    var profile = profileOf(bytes, layout);
    return {
      orientation: orientationOf(bytes, layout),
      keepable: keepable && profile !== false,
      profile: profile || null,
    };
  }

  /**
   * A JPEG without its metadata, its picture's bytes untouched: only what a decoder needs is kept (the picture's
   * own segments, with a plain JFIF header, the colour profile and Adobe's colour transform) and what follows the
   * picture is dropped. EXIF (with GPS), XMP, IPTC, comments and the rest go, wherever they are. The profile is
   * kept as it is: uploadPlan keeps a JPEG only when it has none or a standard one.
   */
  function stripJpeg(bytes) {
    var layout = jpegLayout(bytes);
    if (!layout) return null;
    var parts = [bytes.subarray(0, 2)]
      .concat(
        layout.segments
          .filter(function (segment) {
            return picturePart(segment[0]) || essential(bytes, segment);
          })
          .map(function (segment) {
            return bytes.subarray(segment[1], segment[2]);
          }),
      )
      .concat([bytes.subarray(layout.end - 2, layout.end)]);
    return concat(parts);
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
   * facts: { name, bytes, format (sniffFormat's), webp (whether this browser encodes WebP) }, a JPEG's jpegFacts
   *   with profileSha256 (its profile's SHA-256 in hex, when the browser could digest it), and, once the browser
   *   has decoded it, width and height as shown (the EXIF orientation applied; null when it could not decode it).
   * limits: the field's, from the content model ({ min: [width, height], max: width }, collections.ts's
   *   PictureSpec), and maxPixels, the most pixels the build takes; null for an upload that is not from a picture
   *   field (the Media page).
   * Returns { refuse: message } (show the message, store nothing), { decode: true } (decode it, then ask again with
   * its size), or { fit: { width, height, type, name, keep } }: the picture to store, `keep` when it is a JPEG
   * already within bounds and upright, whose metadata stripJpeg cuts out whole, rather than redrawn.
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
      // A JPEG shown as it is stored: its picture is kept (not encoded again, so not made worse). Turned by its
      // EXIF, with metadata stripJpeg cannot cut out whole, or with a colour profile that is not a standard one, it
      // is redrawn: upright, converted to sRGB by the browser, and with nothing but the picture.
      keep:
        scale === 1 &&
        facts.format === "jpeg" &&
        facts.keepable === true &&
        facts.orientation === 1 &&
        (facts.profile === null || STANDARD_PROFILES.indexOf(facts.profileSha256) >= 0),
    };
    return { fit: fit };
  }

  exports.MAX_BYTES = MAX_BYTES;
  exports.sniffFormat = sniffFormat;
  exports.jpegFacts = jpegFacts;
  exports.stripJpeg = stripJpeg;
  exports.uploadPlan = uploadPlan;
})(typeof module === "object" && module.exports ? module.exports : (window.CMS_UPLOADS = {}));
