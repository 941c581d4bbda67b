/**
 * @jest-environment node
 *
 * Which endpoint the quote form posts to (src/schema/form-endpoint.ts). What a valid endpoint is, is
 * validate.test.ts's (the company's field) and gatsby-node.test.ts's (FORM_ENDPOINT).
 */
import { chosenFormEndpoint } from "../../src/schema/form-endpoint";

describe("chosenFormEndpoint", () => {
  it("is FORM_ENDPOINT when the build is given one, otherwise the company's field", () => {
    const content = "https://formspree.io/f/abcdwxyz";
    expect(chosenFormEndpoint(content, {})).toBe(content);
    expect(chosenFormEndpoint(content, { FORM_ENDPOINT: "" })).toBe(content);
    expect(chosenFormEndpoint(content, { FORM_ENDPOINT: "http://127.0.0.1:9201/f/quote" })).toBe(
      "http://127.0.0.1:9201/f/quote",
    );
  });
});
