/**
 * Why the form service did not accept a request, read from its JSON answer, as Formspree writes it:
 * `{"error": "…", "errors": [{"field": "email", "message": "should be an email", "code": "TYPE_EMAIL"}]}`.
 * The answer comes from another party, so it is read as text of bounded size, and only its strings are kept.
 */
export interface Refusal<Field extends string> {
  /** One reason per field of the form the service named, shown beside that field. */
  fields: Partial<Record<Field, string>>;
  /** The other reasons, for the request as a whole. */
  messages: string[];
}

/** Longer answers are not read: a refusal's reasons take a few hundred characters. */
const MAX_ANSWER_CHARS = 64_000;
const MAX_REASON_CHARS = 200;
const MAX_MESSAGES = 5;

/** One line of plain text: control and format characters and runs of space become one space. */
function reason(value: unknown): string {
  if (typeof value !== "string") return "";
  const text = value.replace(/[\p{Cc}\p{Cf}\s]+/gu, " ").trim();
  if (text.length <= MAX_REASON_CHARS) return text;
  // Not cut between the two halves of a character outside the BMP.
  return `${text.slice(0, MAX_REASON_CHARS).replace(/[\uD800-\uDBFF]$/, "")}…`;
}

function parseJson(text: string): unknown {
  if (text.length > MAX_ANSWER_CHARS) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The reasons in a refusal's answer; none when it is not JSON of that shape. */
export function parseRefusal<Field extends string>(text: string, formFields: readonly Field[]): Refusal<Field> {
  const refusal: Refusal<Field> = { fields: {}, messages: [] };
  const answer = parseJson(text);
  if (!isRecord(answer)) return refusal;
  const errors: unknown[] = Array.isArray(answer.errors) ? answer.errors : [];
  for (const error of errors) {
    if (!isRecord(error)) continue;
    const message = reason(error.message);
    if (!message) continue;
    const field = formFields.find((name) => name === error.field);
    if (field && !refusal.fields[field]) refusal.fields[field] = message;
    else refusal.messages.push(message);
  }
  if (!refusal.messages.length && !Object.keys(refusal.fields).length) {
    const message = reason(answer.error);
    if (message) refusal.messages.push(message);
  }
  refusal.messages = refusal.messages.slice(0, MAX_MESSAGES);
  return refusal;
}
