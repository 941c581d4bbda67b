// The stage every hero slide (1920 × 960) is drawn on, and the rules its subject keeps:
// - The caption sits over the left half, in white and amber: the left 58 % (x < 1110) stays plain navy.
// - Wide screens show the slide at 3:1, cutting 160 px off its top and bottom: the subject keeps to y 170–790.
// - The carousel controls sit centred at the bottom; on wide screens they reach y 720 between x 750 and 1170,
//   so nothing is drawn there.
// - On tablets and phones the caption runs across the subject, in a band about y 240–590: there, left of
//   x ≈ 1650, the subject keeps to mid-tones (bright parts go above or below), and a navy veil dims its left
//   part. The veil covers the plain left side too, evenly, so it draws no edge.
// - Phones crop the slide to its middle, so each subject starts near x 1100 and still shows there.
import { C, rect, scene } from "../kit.mjs";

const veil = `<linearGradient id="veil" x1="1000" y1="0" x2="1480" y2="0" gradientUnits="userSpaceOnUse">
  <stop offset="0" stop-color="${C.navy}" stop-opacity="0.5"/><stop offset="1" stop-color="${C.navy}" stop-opacity="0"/>
</linearGradient>`;

export const heroScene = (accent, body) =>
  scene(1920, 960, accent, [body, rect(0, 0, 1480, 960, "url(#veil)")], { glow: [1480, 470, 760], defs: veil });
