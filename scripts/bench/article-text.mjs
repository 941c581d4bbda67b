/**
 * The build benchmark's article texts: seeded, so that every run builds the same words, and shaped like what the
 * editors write (docs/editors.md): a title, a summary, and a body of 6,000 to 10,000 characters of Markdown with
 * headings, lists, a table, a quotation, code and links to the site's pages and to an older article.
 */

/** A seeded random number generator (mulberry32): the same `seed` gives the same numbers on every machine. */
export function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = `team client platform release service latency budget pipeline review deploy migration query cache index
  schema queue worker contract interface module test suite failure incident metric dashboard alert owner backlog
  sprint estimate roadmap customer support ticket workflow integration vendor invoice payment account login session
  token policy audit risk threat model secret network region cluster node container image build artefact version
  branch commit change feature flag rollout canary rollback outage recovery backup restore archive report analysis
  insight decision trade-off constraint requirement design prototype sketch screen layout component state event
  message stream batch job schedule window capacity load peak traffic cost saving margin forecast quarter goal
  outcome lesson habit practice checklist handover onboarding mentor pairing document runbook note`
  .split(/\s+/)
  .filter(Boolean);
const VERBS = `measured moved rebuilt replaced simplified shipped tested reviewed documented split merged retired
  automated explained scheduled monitored priced sized traced kept dropped`
  .split(/\s+/)
  .filter(Boolean);
const OPENERS = ["How we", "Why we", "What happened when we", "The week we", "Notes on how we", "A year after we"];
const LINKS = [
  ["about the team", "/about"],
  ["our services", "/services"],
  ["the projects we have delivered", "/projects"],
  ["get in touch", "/contact"],
  ["the software we build", "/software"],
];

const pick = (random, list) => list[Math.floor(random() * list.length)];
const between = (random, low, high) => low + Math.floor(random() * (high - low + 1));
const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

function sentence(random) {
  const words = Array.from({ length: between(random, 8, 18) }, () => pick(random, WORDS));
  words.splice(between(random, 2, words.length - 1), 0, pick(random, VERBS));
  return `${capital(words.join(" "))}.`;
}

const paragraph = (random, sentences = between(random, 3, 6)) =>
  Array.from({ length: sentences }, () => sentence(random)).join(" ");

/** A title of at most 90 characters (the model's limit), different for each `n`. */
export function articleTitle(n) {
  const random = seeded(n * 7 + 1);
  const title = `${pick(random, OPENERS)} ${pick(random, VERBS)} the ${pick(random, WORDS)} ${pick(random, WORDS)}`;
  return `${title} (${n + 1})`.slice(0, 90);
}

/** A summary of one or two sentences, at most 200 characters. */
export function articleSummary(n) {
  const random = seeded(n * 7 + 2);
  return sentence(random).slice(0, 200);
}

function table(random) {
  const rows = Array.from({ length: 5 }, () =>
    [capital(pick(random, WORDS)), between(random, 1, 40), `${between(random, 1, 99)}%`, pick(random, VERBS)].join(
      " | ",
    ),
  );
  return ["| Area | Weeks | Share | Status |", "| ---- | ----: | ----: | ------ |", ...rows.map((r) => `| ${r} |`)];
}

function code(random) {
  const name = `${pick(random, WORDS)}${capital(pick(random, WORDS))}`.replace(/-/g, "");
  return [
    "```ts",
    `export async function ${name}(limit: number) {`,
    `  const items = await load("${pick(random, WORDS)}", { limit });`,
    `  return items.filter((item) => item.${pick(random, WORDS).replace(/-/g, "")} > ${between(random, 1, 99)});`,
    "}",
    "```",
  ];
}

/**
 * The Markdown body of article `n`: 6,000 to 10,000 characters. `older` is the address of an article published
 * before it (linked from the text, as editors link their own articles), or null for the first.
 */
export function articleBody(n, older) {
  const random = seeded(n * 7 + 3);
  const target = between(random, 5_500, 9_000);
  const [label, address] = pick(random, LINKS);
  const blocks = [paragraph(random), `${paragraph(random, 2)} Read more [${label}](${address}).`];
  for (let section = 1; blocks.join("\n\n").length < target; section++) {
    blocks.push(`## ${capital(pick(random, WORDS))} and ${pick(random, WORDS)} ${section}`, paragraph(random));
    const kind = section % 4;
    if (kind === 1) blocks.push(Array.from({ length: 5 }, () => `- ${sentence(random)}`).join("\n"));
    if (kind === 2) blocks.push(table(random).join("\n"), paragraph(random, 2));
    if (kind === 3) blocks.push(`### ${capital(pick(random, WORDS))} in practice`, code(random).join("\n"));
    if (kind === 0) blocks.push(`> ${sentence(random)} ${sentence(random)}`);
    const link = older && section === 2 ? ` We wrote about it [in an earlier article](${older}).` : "";
    blocks.push(`${paragraph(random)}${link}`);
  }
  return `${blocks.join("\n\n")}\n`;
}
