/**
 * @jest-environment node
 *
 * A `Static` section (src/components/ui/static.tsx) keeps the server's markup on first load: nothing inside it
 * renders or hydrates, so a handler, a ref or a browser-only hook inside it does nothing until a link renders the
 * page in the browser (docs/architecture.md, "Hydration rules"). This reads every `<Static>` in src/, follows the
 * components and hooks its content names into their files, and names the section that holds one.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { filesUnder, root } from "../support/repo-files";

/**
 * What a Static section may use from packages: React's hooks that only shape the markup, Gatsby's data, and the
 * links and pictures whose work is done without React there (gatsby-plugin-catch-links, gatsby-plugin-image's
 * own page script). Any other component or hook of a package is reported.
 */
const PACKAGE_ALLOWED: Record<string, string[]> = {
  react: ["use", "useCallback", "useContext", "useDebugValue", "useId", "useMemo"],
  gatsby: ["Link", "useStaticQuery"],
  "gatsby-plugin-image": ["GatsbyImage", "StaticImage"],
};

type Read = (file: string) => string | undefined;
interface Source {
  file: string;
  tree: ts.SourceFile;
  /** Each imported name: its module and its name there. */
  imports: Map<string, { from: string; name: string }>;
}

function parse(file: string, text: string): Source {
  const tree = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const imports = new Map<string, { from: string; name: string }>();
  for (const statement of tree.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = statement.moduleSpecifier.text;
    const clause = statement.importClause;
    if (clause?.name) imports.set(clause.name.text, { from, name: "default" });
    if (clause?.namedBindings && ts.isNamedImports(clause.namedBindings))
      for (const { name, propertyName } of clause.namedBindings.elements)
        imports.set(name.text, { from, name: (propertyName ?? name).text });
  }
  return { file, tree, imports };
}

/** A top-level function or variable of the file named `name`. */
function declaration({ tree }: Source, name: string): ts.Node | undefined {
  return tree.statements.find(
    (s) =>
      (ts.isFunctionDeclaration(s) && s.name?.text === name) ||
      (ts.isVariableStatement(s) && s.declarationList.declarations.some((d) => d.name.getText(tree) === name)),
  );
}

/** Every `<Static>` of `files`, labelled, with what inside it would need the page's scripts. */
function staticSections(files: string[], read: Read): [string, string[]][] {
  const sources = new Map<string, Source>();
  const load = (file: string) => {
    if (!sources.has(file)) sources.set(file, parse(file, read(file)!));
    return sources.get(file)!;
  };
  const resolve = (from: string, specifier: string) =>
    [".tsx", ".ts", "/index.tsx", "/index.ts"]
      .map((end) => path.join(path.dirname(from), specifier) + end)
      .find((file) => read(file) !== undefined);

  function problemsIn(node: ts.Node, src: Source, seen: Set<string>): string[] {
    const found: string[] = [];
    const at = (n: ts.Node) => `${src.file}:${src.tree.getLineAndCharacterOfPosition(n.getStart()).line + 1}`;
    const follow = (name: string, n: ts.Node) => {
      const imported = src.imports.get(name);
      if (imported && !imported.from.startsWith(".")) {
        if (!PACKAGE_ALLOWED[imported.from]?.includes(imported.name))
          found.push(`${name} (${imported.from}) at ${at(n)}`);
        return;
      }
      const file = imported ? resolve(src.file, imported.from) : src.file;
      const target = file && load(file);
      const declared = target && declaration(target, imported?.name ?? name);
      // A name the file does not declare at its top is a local (a heading's tag); an import must be followed.
      if (!declared) return void (imported && found.push(`${name} (not followed) at ${at(n)}`));
      const key = `${file}#${imported?.name ?? name}`;
      if (!seen.has(key)) found.push(...problemsIn(declared, target, seen.add(key)));
    };
    const visit = (n: ts.Node) => {
      if (ts.isJsxAttribute(n) && /^(?:on[A-Z]\w*|ref)$/.test(n.name.getText(src.tree)))
        found.push(`${n.name.getText(src.tree)} at ${at(n)}`);
      if ((ts.isJsxOpeningElement(n) || ts.isJsxSelfClosingElement(n)) && ts.isIdentifier(n.tagName))
        if (/^[A-Z]/.test(n.tagName.text)) follow(n.tagName.text, n);
      if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && /^use(?:[A-Z]|$)/.test(n.expression.text))
        follow(n.expression.text, n);
      ts.forEachChild(n, visit);
    };
    visit(node);
    return found;
  }

  /** The component that renders it, and the section's name (its data-section, else its id or element). */
  const label = (element: ts.JsxElement, src: Source) => {
    let owner: ts.Node = element;
    while (!(ts.isFunctionDeclaration(owner) || ts.isVariableDeclaration(owner)) && owner.parent) owner = owner.parent;
    const attribute = (name: string) =>
      element.openingElement.attributes.properties
        .find((a) => ts.isJsxAttribute(a) && a.name.getText(src.tree) === name)
        ?.getText(src.tree);
    const name = attribute("data-section") ?? attribute("id") ?? attribute("as");
    const component = (owner as ts.FunctionDeclaration).name?.getText(src.tree);
    return `${component}'s <Static ${name}> (${src.file})`;
  };

  return files.flatMap((file) => {
    const src = load(file);
    const sections: [string, string[]][] = [];
    const visit = (n: ts.Node) => {
      if (ts.isJsxElement(n) && n.openingElement.tagName.getText(src.tree) === "Static") {
        // The Static element's own props, ref and handlers are React's: only its content is checked.
        const seen = new Set<string>();
        sections.push([label(n, src), n.children.flatMap((child) => problemsIn(child, src, seen))]);
      }
      ts.forEachChild(n, visit);
    };
    visit(src.tree);
    return sections;
  });
}

const readRepo: Read = (file) =>
  fs.existsSync(path.join(root, file)) ? fs.readFileSync(path.join(root, file), "utf8") : undefined;
const sections = staticSections(filesUnder("src", /\.tsx$/), readRepo);

// (An empty table fails: Jest refuses test.each without cases.)
test.each(sections)(
  "%s: no handler, ref or browser-only hook inside, where none would run on first load",
  (_, found) => {
    expect(found).toEqual([]);
  },
);

test("what is reported: inside the section and in the components it names, not on the Static element", () => {
  const fixture: Record<string, string> = {
    "src/a.tsx": [
      `import { useState } from "react"; import { Static } from "./static"; import { Tile } from "./tile";`,
      `export function A() { const [open] = useState(false); return (`,
      `  <Static as="section" data-section="a" onKeyDown={() => {}}><Tile /><button onClick={() => {}} /></Static>); }`,
    ].join("\n"),
    "src/tile.tsx": [
      `import { useRef } from "react"; import Slider from "react-slick"; import { Link } from "gatsby";`,
      `export function Tile() { const box = useRef(null);`,
      `  return <p ref={box}><Link to="/">Home</Link><Slider /></p>; }`,
    ].join("\n"),
  };
  expect(staticSections(["src/a.tsx"], (file) => fixture[file])).toEqual([
    [
      `A's <Static data-section="a"> (src/a.tsx)`,
      [
        "useRef (react) at src/tile.tsx:2",
        "ref at src/tile.tsx:3",
        "Slider (react-slick) at src/tile.tsx:3",
        "onClick at src/a.tsx:3",
      ],
    ],
  ]);
});
