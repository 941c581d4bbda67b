/**
 * @jest-environment node
 *
 * The index logic of the lightbox and the hero (src/utils/cycle.ts).
 */
import { step } from "../../src/utils/cycle";

describe("step (the lightbox's and the hero's index logic)", () => {
  it("moves forwards and backwards, wrapping at both ends", () => {
    expect(step(0, 1, 6)).toBe(1);
    expect(step(5, 1, 6)).toBe(0);
    expect(step(0, -1, 6)).toBe(5);
    expect(step(3, -1, 6)).toBe(2);
    expect(step(2, 7, 6)).toBe(3);
    expect(step(0, -13, 6)).toBe(5);
  });
});
