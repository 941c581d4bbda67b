/**
 * The two windows of the content manager talk by postMessage: /admin (cms/admin/admin.js) sends the entry
 * being edited to its preview frame (/admin/preview, cms/preview/preview.tsx), which says when it is
 * ready. Each listens to this site's own windows only, and sends to this site's origin only, so another
 * site's window can neither draw in the preview nor read the entry.
 */
import fs from "node:fs";
import path from "node:path";
import { act, render, screen } from "@testing-library/react";
import AdminPreviewPage from "../../cms/preview/preview";
import { SCRIPTS } from "../../cms/build/write-admin";
import { collections } from "../../src/schema/collections";

const EVIL = "https://evil.example";
// A collection drawn in the page itself (without a focal point, so not in a window per screen width).
const entry = { type: "preview", collection: "services", slug: "x", fields: { title: "PLANTED" }, images: {} };
const project = {
  type: "preview",
  collection: "projects",
  slug: "x",
  fields: { title: "A PROJECT", description: "D", alt: "The van", focus: "0.04,0.50" },
  images: { image: "blob:http://localhost/picture" },
};

/** A message as the browser delivers it, from `origin`, sent by `source`. */
const deliver = (data: unknown, origin: string, source: Window | null = null) =>
  act(() => {
    window.dispatchEvent(new MessageEvent("message", { data, origin, source }));
  });

describe("the preview page (/admin/preview)", () => {
  it("draws what this site's content manager sends, and nothing another site sends", () => {
    render(<AdminPreviewPage />);
    deliver(entry, EVIL);
    expect(screen.queryByText("PLANTED")).toBeNull();
    deliver({ ...entry, fields: { title: "FROM THE CMS" } }, window.location.origin);
    expect(screen.getByText("FROM THE CMS")).toBeInTheDocument();
  });

  it.each(Object.entries(collections))("draws a %s entry only if the content model marks it for preview", (name, c) => {
    const { container } = render(<AdminPreviewPage />);
    deliver(
      { ...entry, collection: name, fields: { title: "T", line1: "L1", line2: "L2", text: "X" } },
      window.location.origin,
    );
    expect(container.querySelector("main")!.childElementCount > 0).toBe(c.preview === true);
  });

  it("shows an entry with a focal point at a phone's and a desktop's width, each in this page at that width", () => {
    render(<AdminPreviewPage />);
    deliver(project, window.location.origin);
    const frames = screen.getAllByTitle(/px\)$/) as HTMLIFrameElement[];
    expect(frames.map((frame) => [frame.title, frame.getAttribute("src")])).toEqual([
      ["Phone (375 px)", "/?screen=375"],
      ["Desktop (1280 px)", "/?screen=1280"],
    ]);
    // Each labelled, for the eye.
    for (const frame of frames) expect(screen.getByText(frame.title, { selector: "figcaption > *" })).toBeVisible();
    // Each window is sent the entry when it says it is ready, by this site's window only.
    const post = jest.spyOn(frames[0]!.contentWindow!, "postMessage").mockImplementation(() => undefined);
    deliver({ type: "preview-ready" }, EVIL, frames[0]!.contentWindow);
    expect(post).not.toHaveBeenCalled();
    deliver({ type: "preview-ready" }, window.location.origin, frames[0]!.contentWindow);
    expect(post).toHaveBeenCalledWith(project, window.location.origin);
  });

  describe("as a window of one screen width (?screen=375)", () => {
    beforeEach(() => window.history.replaceState(null, "", "/admin/preview?screen=375"));
    afterEach(() => window.history.replaceState(null, "", "/"));

    it("draws the entry itself, its picture covering the card at the focal point", () => {
      render(<AdminPreviewPage />);
      deliver(project, window.location.origin);
      expect(screen.getByRole("heading", { name: "A PROJECT" })).toBeInTheDocument();
      expect(screen.getByAltText("The van")).toHaveStyle({ objectPosition: "4% 50%" });
      expect(screen.queryByTitle(/px\)$/)).toBeNull();
    });

    it("keeps the picture's centre for an entry without a focal point (sent as the text undefined)", () => {
      render(<AdminPreviewPage />);
      deliver({ ...project, fields: { ...project.fields, focus: "undefined" } }, window.location.origin);
      expect(screen.getByAltText("The van")).toHaveStyle({ objectPosition: "50% 50%" });
    });

    it("says it is ready to the page that frames it, at this site's origin only", () => {
      const post = jest.spyOn(window.parent, "postMessage").mockImplementation(() => undefined);
      render(<AdminPreviewPage />);
      expect(post).toHaveBeenCalledWith({ type: "preview-ready" }, window.location.origin);
      post.mockRestore();
    });
  });

  it("stops the build, naming it, when a collection is marked for preview but has no preview", async () => {
    // A fresh copy of the model, with one more collection marked for preview; the build renders the page, so the
    // page failing as it loads fails the build.
    await jest.isolateModulesAsync(async () => {
      const { collections: model } = await import("../../src/schema/collections");
      model.newsletters = { ...model.why!, label: "Newsletters", preview: true };
      await expect(import("../../cms/preview/preview")).rejects.toThrow(
        /draws no newsletters: src\/schema\/collections\.ts marks it for preview/,
      );
    });
  });
});

describe("the content manager's script (/admin)", () => {
  let frame: HTMLIFrameElement;
  let post: jest.SpyInstance;

  beforeEach(() => {
    type Spec = { render(this: { props: object; frame?: unknown }): { props: { ref(f: unknown): void } } };
    const templates: Spec[] = [];
    const props = {
      entry: { get: (key: string) => (key === "data" ? { toJS: () => ({ title: "SECRET DRAFT" }) } : "draft") },
      collection: { get: () => "projects" },
      getAsset: () => "",
    };
    Object.assign(window, {
      CMS_SITE: { config: { backend: {} }, preview: "/admin/preview", previews: ["projects"], imageFields: {} },
      CMS: {
        registerPreviewTemplate: jest.fn(),
        registerEventListener: jest.fn(),
        registerWidget: jest.fn(),
        init: jest.fn(),
      },
      createClass: (spec: Spec) => templates.push(spec),
      h: (_type: string, elementProps: object) => ({ props: elementProps }),
    });
    // Runs the site's scripts as the page does (write-admin.ts serves them as one), then draws one preview pane
    // with a real frame.
    const own = SCRIPTS.map((name) => fs.readFileSync(path.resolve(__dirname, "../../cms/admin", name), "utf8"));
    new Function(own.join("\n"))();
    document.dispatchEvent(new Event("DOMContentLoaded"));
    frame = document.body.appendChild(document.createElement("iframe"));
    post = jest.spyOn(frame.contentWindow!, "postMessage").mockImplementation(() => undefined);
    const pane = { props };
    templates[0]!.render.call(pane).props.ref.call(pane, frame);
  });

  afterEach(() => frame.remove());

  it("sends the entry to its frame, to this site's origin only, when the frame says it is ready", () => {
    deliver({ type: "preview-ready" }, window.location.origin, frame.contentWindow);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]).toEqual([
      expect.objectContaining({ type: "preview", fields: { title: "SECRET DRAFT" } }),
      window.location.origin,
    ]);
  });

  it("sends nothing when another site's page in its frame, or a window other than its frame, says it is ready", () => {
    deliver({ type: "preview-ready" }, EVIL, frame.contentWindow);
    deliver({ type: "preview-ready" }, window.location.origin, window);
    expect(post).not.toHaveBeenCalled();
  });

  it("registers the focal-point widget, with the picture field it needs, before Decap starts", () => {
    const { registerWidget, init } = (window as unknown as { CMS: { registerWidget: jest.Mock; init: jest.Mock } }).CMS;
    expect(registerWidget).toHaveBeenCalledWith("focal", expect.anything(), expect.any(Function), {
      properties: { image_field: { type: "string" } },
      required: ["image_field"],
    });
    expect(registerWidget.mock.invocationCallOrder[0]).toBeLessThan(init.mock.invocationCallOrder[0]!);
  });
});
