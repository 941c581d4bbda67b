/**
 * The two windows of the content manager talk by postMessage: /admin (plugins/cms/admin.js) sends the entry
 * being edited to its preview frame (/admin/preview, src/pages/admin/preview.tsx), which says when it is
 * ready. Each listens to this site's own windows only, and sends to this site's origin only, so another
 * site's window can neither draw in the preview nor read the entry.
 */
import fs from "node:fs";
import path from "node:path";
import { act, render, screen } from "@testing-library/react";
import AdminPreviewPage from "../../src/pages/admin/preview";
import { collections } from "../../src/schema/collections";

const EVIL = "https://evil.example";
const entry = { type: "preview", collection: "projects", slug: "x", fields: { title: "PLANTED" }, images: {} };

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

  it("says it is ready to this site's origin only", () => {
    const post = jest.spyOn(window, "postMessage").mockImplementation(() => undefined);
    try {
      render(<AdminPreviewPage />);
      expect(post).toHaveBeenCalledWith({ type: "preview-ready" }, window.location.origin);
    } finally {
      post.mockRestore();
    }
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
      CMS: { registerPreviewTemplate: jest.fn(), registerEventListener: jest.fn(), init: jest.fn() },
      createClass: (spec: Spec) => templates.push(spec),
      h: (_type: string, elementProps: object) => ({ props: elementProps }),
    });
    // Runs the script as the page does, then draws one preview pane with a real frame.
    new Function(fs.readFileSync(path.resolve(__dirname, "../../plugins/cms/admin.js"), "utf8"))();
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

  it("sends nothing when another site's page in its frame says it is ready", () => {
    deliver({ type: "preview-ready" }, EVIL, frame.contentWindow);
    expect(post).not.toHaveBeenCalled();
  });

  it("sends nothing when a window other than its frame says it is ready", () => {
    deliver({ type: "preview-ready" }, window.location.origin, window);
    expect(post).not.toHaveBeenCalled();
  });
});
