// Draws the placeholder pictures in content/ (projects, works, hero slides, service icons and the founder
// portrait) as SVG and renders them with sharp, overwriting the files of the same names.
// Run it only to regenerate the placeholders: it overwrites real photos put in their place.
//
//   npm run artwork               every picture
//   npm run artwork -- hero/      only the pictures whose path contains one of the arguments
import { writeFile } from "node:fs/promises";
import sharp from "sharp";
import hero from "./artwork/hero/index.mjs";
import portrait from "./artwork/portrait.mjs";
import projects from "./artwork/projects/index.mjs";
import services from "./artwork/services.mjs";
import works from "./artwork/works/index.mjs";

const content = new URL("../content/", import.meta.url);

const pictures = [
  ...Object.entries(projects).map(([name, draw]) => ({ file: `projects/${name}.jpg`, draw })),
  ...Object.entries(works).map(([name, draw]) => ({ file: `works/${name}.jpg`, draw })),
  ...Object.entries(hero).map(([name, draw]) => ({ file: `hero/${name}.jpg`, draw })),
  ...Object.entries(services).map(([name, draw]) => ({ file: `services/${name}.png`, draw })),
  { file: "about/portrait.jpg", draw: portrait },
];

const only = process.argv.slice(2);
for (const { file, draw } of pictures) {
  if (only.length > 0 && !only.some((part) => file.includes(part))) continue;
  const image = sharp(Buffer.from(draw()));
  const data = file.endsWith(".png")
    ? await image.png({ palette: true, colours: 64, compressionLevel: 9, effort: 10 }).toBuffer()
    : await image.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  await writeFile(new URL(file, content), data);
  console.log(`${`content/${file}`.padEnd(48)} ${(data.length / 1024).toFixed(1).padStart(6)} KB`);
}
