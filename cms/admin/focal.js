/* The focal-point widget ("focal"): the editor clicks the subject of the entry's picture once (or moves the point
 * with the arrow keys), and the field holds the point as "x,y", how far across and down the picture it is, from 0
 * to 1 with two decimals. Every crop the site makes of the picture keeps that point in view (lib/picture.ts's
 * focalRegion; the preview shows the crops). The field's config names its picture field (`image_field`) and the
 * pattern the content model checks (cms-config.ts). Plain browser JavaScript, run on the CMS page before Decap;
 * admin.js calls window.CMS_REGISTER_FOCAL() once Decap has loaded, before CMS.init, which checks the config
 * against the widget's schema. */
(function () {
  "use strict";
  /** Used when the field's config has no pattern: "x,y", each from 0 to 1. */
  var FALLBACK = "^(?:0(?:\\.\\d{1,3})?|1(?:\\.0{1,3})?),(?:0(?:\\.\\d{1,3})?|1(?:\\.0{1,3})?)$";
  /** How far an arrow key moves the point, and with Shift. */
  var STEP = 0.01;
  var BIG_STEP = 0.05;
  var MOVES = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
  /** At least 44 × 44 px, like every control of the site. */
  var TARGET = "2.75rem";

  var clamp = function (n) {
    return Math.min(1, Math.max(0, n));
  };
  var format = function (x, y) {
    return clamp(x).toFixed(2) + "," + clamp(y).toFixed(2);
  };
  var percent = function (n) {
    return Math.round(n * 100) + " %";
  };

  /** The image field named `name` of the entry's collection (for a collection of files, of the entry's file). */
  function imageField(collection, entry, name) {
    var fields = collection.get("fields");
    if (!fields && collection.get("files")) {
      var file = collection.get("files").find(function (f) {
        return f.get("name") === entry.get("slug");
      });
      fields = file && file.get("fields");
    }
    return fields
      ? fields.find(function (f) {
          return f.get("name") === name;
        })
      : undefined;
  }

  function register() {
    var h = window.h;

    var Focal = window.createClass({
      getInitialState: function () {
        return { focused: false };
      },
      // Decap re-renders a control only when its own value changes; the picture is another field's.
      shouldComponentUpdate: function () {
        return true;
      },
      // No event tells a control that another field changed (a new upload, a removed picture), nor that a picture
      // has been read: it looks four times a second.
      componentDidMount: function () {
        this.last = this.picture().key;
        this.timer = setInterval(this.check, 300);
      },
      check: function () {
        var key = this.picture().key;
        if (key !== this.last) {
          this.last = key;
          this.forceUpdate();
        }
      },
      componentWillUnmount: function () {
        clearInterval(this.timer);
      },
      pattern: function () {
        var pattern = this.props.field.get("pattern");
        return new RegExp(pattern ? pattern.get(0) : FALLBACK);
      },
      /** The point now, or null. */
      point: function () {
        var value = this.props.value;
        if (typeof value !== "string" || !this.pattern().test(value)) return null;
        return value.split(",").map(Number);
      },
      /** The picture's address ("" when there is none, null while Decap reads it) and what identifies it. */
      picture: function () {
        var props = this.props;
        var name = props.field.get("image_field");
        var entry = props.getEntry ? props.getEntry() : props.entry;
        var path = entry && entry.getIn(["data", name]);
        if (!path) return { url: "", key: "" };
        var asset = props.getAsset(path, imageField(props.collection, entry, name));
        // Decap's placeholder while it reads the file.
        var url = !asset || asset.path === "empty.svg" ? null : String(asset);
        return { url: url, key: path + " " + url };
      },
      isValid: function () {
        var value = this.props.value;
        if (!value || this.pattern().test(value)) return true;
        return {
          error: { message: "The focal point must be two numbers from 0 to 1, across then down, e.g. 0.35,0.60" },
        };
      },
      focus: function () {
        this.setState({ focused: true });
      },
      blur: function () {
        this.setState({ focused: false });
      },
      keepImage: function (image) {
        this.image = image;
      },
      set: function (x, y) {
        this.props.onChange(format(x, y));
      },
      pick: function (event) {
        var box = this.image.getBoundingClientRect();
        this.set((event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height);
      },
      nudge: function (event) {
        if (event.key === "Delete" || event.key === "Backspace") {
          event.preventDefault();
          this.props.onChange("");
          return;
        }
        var move = MOVES[event.key];
        if (!move) return;
        event.preventDefault();
        var point = this.point() || [0.5, 0.5];
        var step = event.shiftKey ? BIG_STEP : STEP;
        // Rounded first, so that 0.35 + 0.01 is 0.36, not 0.35999.
        this.set(
          Math.round((point[0] + move[0] * step) * 100) / 100,
          Math.round((point[1] + move[1] * step) * 100) / 100,
        );
      },
      render: function () {
        var props = this.props;
        var picture = this.picture();
        var point = this.point();
        var help = props.forID + "-help";
        var wrapper = { className: props.classNameWrapper, "data-focal-widget": "" };
        if (picture.url === "") return h("div", wrapper, h("p", { id: props.forID }, "Choose the picture first."));
        if (picture.url === null) return h("div", wrapper, h("p", { id: props.forID }, "Reading the picture\u2026"));
        var where = point ? percent(point[0]) + " across, " + percent(point[1]) + " down" : "not set (the centre)";
        return h(
          "div",
          wrapper,
          h(
            "p",
            { id: help, style: { margin: "0 0 0.75rem" } },
            "Click the subject of the picture. Or focus the picture and move the point with the arrow keys (Shift for" +
              " bigger steps); Delete clears it.",
          ),
          h(
            "div",
            {
              id: props.forID,
              role: "slider",
              "aria-roledescription": "focal point picker",
              "aria-label": "Focal point",
              "aria-valuenow": point ? Math.round(point[0] * 100) : 50,
              "aria-valuemin": 0,
              "aria-valuemax": 100,
              "aria-valuetext": where,
              "aria-describedby": help,
              tabIndex: 0,
              onClick: this.pick,
              onKeyDown: this.nudge,
              onFocus: this.focus,
              onBlur: this.blur,
              style: {
                position: "relative",
                display: "inline-block",
                maxWidth: "100%",
                cursor: "crosshair",
                lineHeight: 0,
                outline: this.state.focused ? "3px solid #1f5dc7" : "none",
                outlineOffset: "3px",
              },
            },
            // The click box is the picture's own: shown whole (no object-fit), at its own shape.
            h("img", {
              src: picture.url,
              alt: "",
              draggable: false,
              ref: this.keepImage,
              style: { display: "block", maxWidth: "100%", maxHeight: "24rem", width: "auto", height: "auto" },
            }),
            point &&
              h("span", {
                "data-focal-marker": "",
                style: {
                  position: "absolute",
                  left: point[0] * 100 + "%",
                  top: point[1] * 100 + "%",
                  width: "1.5rem",
                  height: "1.5rem",
                  margin: "-0.75rem 0 0 -0.75rem",
                  border: "3px solid #fff",
                  borderRadius: "50%",
                  boxShadow: "0 0 0 2px #000, inset 0 0 0 2px #000",
                  pointerEvents: "none",
                },
              }),
          ),
          h(
            "div",
            { style: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: "1rem", marginTop: "0.75rem" } },
            h("p", { style: { margin: 0 } }, "Focal point: " + where + "."),
            h(
              "button",
              {
                type: "button",
                disabled: !point,
                onClick: function () {
                  props.onChange("");
                },
                style: {
                  minWidth: TARGET,
                  minHeight: TARGET,
                  padding: "0 1rem",
                  border: "1px solid #5d626f",
                  borderRadius: "5px",
                  background: "#fff",
                  color: "#313d3e",
                  font: "inherit",
                  cursor: point ? "pointer" : "default",
                },
              },
              "Clear",
            ),
          ),
        );
      },
    });

    var FocalPreview = function (props) {
      return h("p", null, "Focal point: " + (props.value || "not set (the centre)"));
    };

    window.CMS.registerWidget("focal", Focal, FocalPreview, {
      properties: { image_field: { type: "string" } },
      required: ["image_field"],
    });
  }

  window.CMS_REGISTER_FOCAL = register;
})();
