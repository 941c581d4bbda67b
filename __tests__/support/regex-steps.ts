/**
 * How many steps a backtracking matcher takes to test a JavaScript pattern (without flags) on a text: the work
 * Decap's `new RegExp(pattern).test(value)` does, counted rather than timed. Like V8's engine it tries
 * alternatives in order and quantifiers greedy or lazy, and keeps what it may go back to on a stack; a step is
 * one instruction. It reads what markdown-pattern.ts writes: classes, escapes, groups, lookaheads, ^, $,
 * quantifiers (whose bodies never match the empty string there).
 */
type Op =
  | { op: "char"; test: (c: string) => boolean }
  | { op: "start" | "end" | "match" }
  | { op: "split"; first: number; second: number }
  | { op: "jump"; to: number }
  | { op: "look"; negative: boolean; program: Op[] };

const tests = new Map<string, Op>();
const programs = new Map<string, Op[]>();

/** The pattern as a program for `run`. */
function compile(source: string): Op[] {
  let at = 0;
  const char = (text: string): Op[] => {
    if (!tests.has(text)) {
      const one = new RegExp(`^${text}$`);
      tests.set(text, { op: "char", test: (c) => one.test(c) });
    }
    return [tests.get(text)!];
  };
  const atom = (): Op[] => {
    const c = source[at]!;
    if (c === "[") {
      let end = at + 1;
      while (source[end] !== "]") end += source[end] === "\\" ? 2 : 1;
      const ops = char(source.slice(at, end + 1));
      at = end + 1;
      return ops;
    }
    if (c === "(") {
      const head = source.slice(at, at + 3);
      const look = head === "(?=" || head === "(?!";
      at += look || head === "(?:" ? 3 : 1;
      const body = alternatives();
      at++;
      return look ? [{ op: "look", negative: head === "(?!", program: [...body, { op: "match" }] }] : body;
    }
    if (c === "^" || c === "$") return (at++, [{ op: c === "^" ? "start" : "end" }]);
    if (c === "\\") return ((at += 2), char(source.slice(at - 2, at)));
    return (at++, char(c.replace(/[.*+?{}()|[\]\\/^$]/, "\\$&")));
  };
  // Jumps are relative to the op's own place, so a piece can be copied as it is.
  const optional = (body: Op[], lazy: boolean): Op[] =>
    [{ op: "split", first: lazy ? body.length + 1 : 1, second: lazy ? 1 : body.length + 1 } as Op].concat(body);
  const star = (body: Op[], lazy: boolean): Op[] => optional(body.concat({ op: "jump", to: -(body.length + 1) }), lazy);
  const quantified = (): Op[] => {
    const body = atom();
    const q = /^(?:[*+?]|\{(\d+)(?:(,)(\d*))?\})/.exec(source.slice(at));
    if (!q) return body;
    at += q[0].length;
    const lazy = source[at] === "?";
    if (lazy) at++;
    if (q[0] === "*") return star(body, lazy);
    if (q[0] === "+") return body.concat(star(body, lazy));
    if (q[0] === "?") return optional(body, lazy);
    const min = Number(q[1]);
    const ops = Array.from({ length: min }, () => body).flat();
    if (!q[2]) return ops;
    if (!q[3]) return ops.concat(star(body, lazy));
    return ops.concat(Array.from({ length: Number(q[3]) - min }, () => optional(body, lazy)).flat());
  };
  const sequence = (): Op[] => {
    let ops: Op[] = [];
    while (at < source.length && source[at] !== "|" && source[at] !== ")") ops = ops.concat(quantified());
    return ops;
  };
  const alternatives = (): Op[] => {
    let ops = sequence();
    while (source[at] === "|") {
      at++;
      const next = sequence();
      const split: Op[] = [{ op: "split", first: 1, second: ops.length + 2 }];
      ops = split.concat(ops, { op: "jump", to: next.length + 1 }, next);
    }
    return ops;
  };
  return alternatives().concat({ op: "match" });
}

/** The steps `new RegExp(source).test(text)` takes, and its answer. */
export function regexSteps(source: string, text: string): { steps: number; found: boolean } {
  let steps = 0;
  const run = (program: Op[], from: number): boolean => {
    const stack: [number, number][] = [[0, from]];
    while (stack.length > 0) {
      let [pc, i] = stack.pop()!;
      for (;;) {
        steps++;
        const op = program[pc]!;
        if (op.op === "match") return true;
        if (op.op === "jump") {
          pc += op.to;
          continue;
        }
        if (op.op === "split") {
          stack.push([pc + op.second, i]);
          pc += op.first;
          continue;
        }
        const passes =
          op.op === "char"
            ? i < text.length && op.test(text[i++]!)
            : op.op === "start"
              ? i === 0
              : op.op === "end"
                ? i === text.length
                : op.op === "look" && run(op.program, i) !== op.negative;
        if (!passes) break;
        pc++;
      }
    }
    return false;
  };
  if (!programs.has(source)) programs.set(source, compile(source));
  const program = programs.get(source)!;
  let found = false;
  for (let start = 0; start <= text.length && !found; start++) found = run(program, start);
  return { steps, found };
}
