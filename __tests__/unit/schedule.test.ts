/**
 * @jest-environment node
 *
 * The articles' moments for CI's scheduled runs (scripts/ci/schedule.mjs): the front matter read as the build's
 * parser reads it, or refused, never guessed; and the content model's dates.ts run by the lane job's plain Node.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { momentOf } from "../../src/schema/dates";
import { collections } from "../../src/schema/collections";
import { ARTICLES, COMPANY, frontMatterValue } from "../../scripts/ci/schedule.mjs";
import { root } from "../support/repo-files";
import { tempDir } from "../support/temp-dir";
import { readWorkflow } from "../support/workflow-step";

describe("frontMatterValue", () => {
  const file = (line: string, eol = "\n") => ["---", "title: Launch", line, "---", "", "Text."].join(eol);

  it.each([
    "date: 2027-01-04 09:30",
    'date: "2027-01-04 09:30"',
    "date: '2027-01-04 09:30' # after the launch",
    "date: 2027-01-04",
    "date: 2027-01-04T00:00:00.000Z",
  ])("reads %s as the build does", (line) => {
    // gatsby-transformer-remark gives a YAML date as its JSON text.
    const built = matter(file(line)).data.date as unknown;
    const moment = momentOf(built instanceof Date ? built.toJSON() : built, "Europe/Berlin");
    expect(moment).toBeInstanceOf(Date);
    for (const eol of ["\n", "\r\n"]) {
      expect(momentOf(frontMatterValue(file(line, eol), "date"), "Europe/Berlin")).toEqual(moment);
    }
  });

  it("refuses the forms it does not read, and finds no field that is not at the top level", () => {
    for (const line of ["date: >-\n  2027-01-04 09:30", "date: !!str 2027-01-04", 'date: "2027-01-04\\t09:30"']) {
      expect(frontMatterValue(file(line), "date")).toBeNull();
    }
    expect(frontMatterValue(file("meta:\n  date: 2027-01-04"), "date")).toBeUndefined();
    expect(frontMatterValue("date: 2027-01-04\n", "date")).toBeUndefined();
  });
});

describe("articleMoments", () => {
  it("reads the folders and the fields of the content model", () => {
    expect([ARTICLES, collections.articles!.fields.date!.kind]).toEqual(["content/articles", "datetime"]);
    expect([COMPANY, collections.company!.fields.timeZone!.kind]).toEqual(["content/company", "timezone"]);
  });

  it("runs in the lane job's plain Node, dates.ts's types stripped, with no warning, in the company's time zone", () => {
    const dir = tempDir("schedule-");
    for (const [name, text] of Object.entries({
      "content/company/company.md": "---\ntimeZone: Europe/Berlin\n---\n",
      "content/articles/winter.md": "---\ndate: 2027-01-04 09:00\n---\n",
      "content/articles/summer.md": "---\ndate: 2027-07-05 09:00\n---\n",
    })) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    }
    const command = readWorkflow(".github/workflows/ci.yml").jobs.lane!.steps.find((step) => step.id === "lane")!.run!;
    const options = command.trim().split(/\s+/).slice(1, -1);
    const script = `import { articleMoments } from ${JSON.stringify(path.join(root, "scripts/ci/schedule.mjs"))};
      console.log(JSON.stringify(articleMoments(${JSON.stringify(dir)})));`;
    const run = spawnSync(process.execPath, [...options, "--input-type=module", "-e", script], { encoding: "utf8" });
    expect({ stderr: run.stderr, moments: JSON.parse(run.stdout) }).toEqual({
      stderr: "",
      moments: [
        { file: "content/articles/summer.md", moment: "2027-07-05T07:00:00.000Z" },
        { file: "content/articles/winter.md", moment: "2027-01-04T08:00:00.000Z" },
      ],
    });
  });
});
