// The founder portrait placeholder (720 × 864): a head-and-shoulders silhouette in a suit on a lit studio
// backdrop, lit from the left with a rim of light, like a portrait whose sitter is in shadow.
// The site lays the founder's name card over the bottom fifth, so the face sits in the upper half.
import { C } from "./kit.mjs";

const head = `<ellipse cx="360" cy="322" rx="112" ry="142"/>
  <ellipse cx="250" cy="338" rx="17" ry="34"/><ellipse cx="470" cy="338" rx="17" ry="34"/>
`;
const neck = `<path d="M310 420h100l10 130h-120z"/>`;
const jacket = `<path d="M16 864L28 736C40 676 84 640 152 620C222 600 272 572 300 540H420C448 572 498 600 568 620C636 640 680 676 692 736L704 864z"/>`;
const hair = `<path d="M246 326C232 222 290 168 362 168C440 168 488 224 474 326C468 288 452 258 422 246C382 260 320 258 288 244C266 264 252 292 246 326z"/>`;
const shirt = `<path d="M300 540L360 700L420 540z" fill="#eef2f8"/>
<path d="M304 524l-24 72l62 40zM416 524l24 72l-62 40z" fill="#ffffff"/>
<path d="M348 574h24l14 150l-26 36l-26 -36z" fill="#7a2e3a"/>
<path d="M344 548h32l-6 30h-20z" fill="#8a3644"/>`;
const lapels = `<path d="M300 540L232 608L256 620L242 644L360 760zM420 540L488 608L464 620L478 644L360 760z" fill="#0d1d3f" opacity="0.6"/>
<path d="M300 540L232 608L256 620L242 644L330 716z" fill="#2a4a8f" opacity="0.45"/>`;

export default () => `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="864" viewBox="0 0 720 864">
<defs>
  <radialGradient id="backdrop" cx="0.46" cy="0.38" r="0.8">
    <stop offset="0" stop-color="#e4e9f1"/><stop offset="0.45" stop-color="#b3bdcd"/><stop offset="1" stop-color="#56647d"/>
  </radialGradient>
  <linearGradient id="skin" x1="0" y1="0" x2="1" y2="0.2">
    <stop offset="0" stop-color="#4d5970"/><stop offset="1" stop-color="#262f42"/>
  </linearGradient>
  <linearGradient id="suit" x1="0" y1="0" x2="1" y2="0.3">
    <stop offset="0" stop-color="${C.navyLight}"/><stop offset="0.6" stop-color="${C.navy}"/><stop offset="1" stop-color="#071531"/>
  </linearGradient>
  <linearGradient id="throat" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0.3" stop-color="#1c2433"/><stop offset="1" stop-color="#3a4558"/>
  </linearGradient>
  <filter id="soft"><feGaussianBlur stdDeviation="18"/></filter>
</defs>
<rect width="720" height="864" fill="url(#backdrop)"/>
<ellipse cx="360" cy="860" rx="380" ry="120" fill="#1c2638" opacity="0.35" filter="url(#soft)"/>
<g fill="#f3f6fb" opacity="0.75" transform="translate(-5 -3)">${head}${neck}${jacket}</g>
<g fill="url(#throat)">${neck}</g>
<g fill="url(#skin)">${head}</g>
<g fill="#1b2233">${hair}</g>
<g fill="url(#suit)">${jacket}</g>
${shirt}
${lapels}
</svg>`;
