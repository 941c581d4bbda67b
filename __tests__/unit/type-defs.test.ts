/**
 * @jest-environment node
 *
 * The GraphQL types declared from the content model (src/schema/type-defs.ts).
 */
import { typeDefs } from "../../src/schema/type-defs";

describe("typeDefs", () => {
  it("declares required fields as non-null and links images to files", () => {
    const sdl = typeDefs();
    expect(sdl).toContain("type Project implements Node @dontInfer {");
    expect(sdl).toContain("order: Int!");
    expect(sdl).toContain("image: File! @fileByRelativePath");
    expect(sdl).toContain("label: String\n");
    expect(sdl).toContain("html: String! @markdownHtml");
  });
});
