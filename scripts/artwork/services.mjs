// The six service icons (128 × 128, shown at 64 × 64): an amber line icon on a navy rounded square.
import { C } from "./kit.mjs";

const stroke = `fill="none" stroke="${C.amber}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"`;

const icon = (shapes) => () => `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<defs><linearGradient id="tile" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="${C.navyLight}"/><stop offset="1" stop-color="${C.navy}"/>
</linearGradient></defs>
<rect width="128" height="128" rx="28" fill="url(#tile)"/>
<g ${stroke}>${shapes}</g>
</svg>`;

export default {
  // Code brackets: software written for you.
  "custom-softwares": icon(`<path d="M44 42L24 64l20 22M84 42l20 22-20 22M72 34L56 94"/>`),
  // A phone.
  "app-development": icon(`<rect x="42" y="24" width="44" height="80" rx="9"/><path d="M58 92h12"/>`),
  // A shopping cart.
  "e-commerce-solutions": icon(
    `<path d="M26 30h12l10 44h46l8-32H44"/><circle cx="54" cy="92" r="5"/><circle cx="88" cy="92" r="5"/>`,
  ),
  // Two people: a team working with yours.
  "it-outsourcing": icon(
    `<circle cx="46" cy="50" r="12"/><circle cx="84" cy="50" r="12"/><path d="M24 94a22 22 0 0 1 44 0M62 94a22 22 0 0 1 44 0"/>`,
  ),
  // A chip with a spark on it.
  "ai-powered-innovations": icon(
    `<rect x="36" y="36" width="56" height="56" rx="10"/><path d="M52 24v12M76 24v12M52 92v12M76 92v12M24 52h12M24 76h12M92 52h12M92 76h12"/>` +
      `<path d="M64 50q2 12 14 14q-12 2-14 14q-2-12-14-14q12-2 14-14z" fill="${C.amber}" stroke-width="3"/>`,
  ),
  // A screen with a page layout on it.
  "web-designing": icon(
    `<rect x="20" y="28" width="88" height="60" rx="8"/><path d="M20 42h88M52 104h24M64 88v16M32 54h28M32 66h20M72 54h24v22H72z"/>`,
  ),
};
