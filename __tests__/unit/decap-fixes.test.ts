/**
 * @jest-environment node
 *
 * The fixes to Decap's bundle (cms/build/decap-fixes.ts): each replaces text that must be there exactly once,
 * and the pinned Decap's bundle takes every one of them. The upload fix is run as the fixed bundle has it.
 */
import fs from "node:fs";
import { DECAP_FIXES, fixDecap } from "../../cms/build/decap-fixes";

const bundleFile = require.resolve("decap-cms/dist/decap-cms.js");
const fixed = fixDecap(fs.readFileSync(bundleFile, "utf8"), bundleFile);

test("makes each fix, replacing its text", () => {
  const bundle = DECAP_FIXES.map(({ from }, i) => `before${i};${from}after${i}`).join("\n");
  expect(fixDecap(bundle, "decap-cms.js")).toBe(DECAP_FIXES.map(({ to }, i) => `before${i};${to}after${i}`).join("\n"));
});

test("stops the build, naming the bundle and the fix, when a fix's text is not in the bundle exactly once", () => {
  const [fix, ...others] = DECAP_FIXES;
  const rest = others.map(({ from }) => from).join("\n");
  const message = `Content manager: decap-cms.js has no single copy of the text the fix "${fix!.name}" replaces`;
  expect(() => fixDecap(`a bundle of another version\n${rest}`, "decap-cms.js")).toThrow(`${message} (it has 0)`);
  expect(() => fixDecap(`${fix!.from}${fix!.from}\n${rest}`, "decap-cms.js")).toThrow(`${message} (it has 2)`);
});

test("the pinned Decap's bundle takes every fix", () => {
  for (const { from, to } of DECAP_FIXES) {
    expect(fixed).not.toContain(from);
    expect(fixed).toContain(to);
  }
});

describe("an upload from the media library (MediaLibrary's handlePersist, as fixed)", () => {
  type Hook = (file: File, context: { field: unknown }) => Promise<File | null>;
  const field = { name: "image" };
  const original = new File(["raw"], "IMG_0001.JPG", { type: "image/jpeg" });
  const made = new File(["fit"], "IMG_0001.jpg", { type: "image/jpeg" });

  /** The library's handlePersist from the fixed bundle, bound to a library with these props. */
  function library() {
    const source = /handlePersist=(async e=>\{.*?\});handleInsert=/.exec(fixed)![1]!;
    const props = {
      persistMedia: jest.fn(async () => undefined),
      privateUpload: false,
      config: new Map<string, unknown>(),
      t: (key: string) => key,
      field,
    };
    const self = { props, setState: jest.fn(), scrollToTop: jest.fn() };
    const handlePersist = new Function(`return ${source}`).call(self) as (event: object) => Promise<void>;
    const input = { files: [original], value: "C:\\fakepath\\IMG_0001.JPG" };
    const upload = () => handlePersist({ persist() {}, stopPropagation() {}, preventDefault() {}, target: input });
    return { props, input, upload };
  }

  // The bundle reads the hook from window; in this Node environment, the global object.
  const page = globalThis as unknown as { window?: unknown; CMS_ACCEPT_UPLOAD?: Hook };
  beforeAll(() => {
    page.window = globalThis;
  });
  afterEach(() => delete page.CMS_ACCEPT_UPLOAD);
  afterAll(() => delete page.window);

  const hook = (answer: File | null) => {
    const accept = jest.fn<ReturnType<Hook>, Parameters<Hook>>(async () => answer);
    page.CMS_ACCEPT_UPLOAD = accept;
    return accept;
  };

  test("stores the file the site's hook makes of it, given the picture field the library was opened from", async () => {
    const accept = hook(made);
    const { props, upload } = library();
    await upload();
    expect(accept).toHaveBeenCalledWith(original, { field });
    expect(props.persistMedia).toHaveBeenCalledWith(made, { privateUpload: false, field });
  });

  test("stores nothing when the hook refuses the file, and lets the same file be chosen again", async () => {
    hook(null);
    const { props, input, upload } = library();
    await upload();
    expect(props.persistMedia).not.toHaveBeenCalled();
    expect(input.value).toBeNull();
  });

  test("stores the file as it is without the hook, as Decap does", async () => {
    const { props, upload } = library();
    await upload();
    expect(props.persistMedia).toHaveBeenCalledWith(original, { privateUpload: false, field });
  });
});
