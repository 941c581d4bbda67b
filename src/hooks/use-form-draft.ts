import { useEffect, type RefObject } from "react";

type Draft = Record<string, string>;

// Storage can be off, full or forbidden (privacy settings, a sandboxed frame): then the form works
// without a draft. Even reading `sessionStorage` can throw.
function readStorage(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | null) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Nothing kept; the fields still hold what was typed.
  }
}

/** The stored draft's fields, or none when it is not a JSON object whose values are all strings. */
function parseDraft(raw: string | null): Draft {
  try {
    const value: unknown = JSON.parse(raw ?? "null");
    if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
    const entries = Object.entries(value);
    return entries.every(([, text]) => typeof text === "string") ? Object.fromEntries(entries) : {};
  } catch {
    return {};
  }
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

const fieldOf = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as TextField | null;

/** Stores what `fields` of `form` hold; nothing when they are all empty. */
function saveDraft(form: HTMLFormElement, key: string, fields: readonly string[]) {
  const values = Object.fromEntries(fields.map((name) => [name, fieldOf(form, name)?.value ?? ""]));
  writeStorage(key, Object.values(values).some(Boolean) ? JSON.stringify(values) : null);
}

/**
 * Keeps what a visitor types into `fields` of a form for the tab (sessionStorage, which never leaves the
 * browser), so a reload, Back or a crashed tab loses nothing. Once the form has hydrated, the draft goes
 * into the fields that are still empty; `save` stores the fields (on each input), `clear` forgets them.
 */
export function useFormDraft(form: RefObject<HTMLFormElement | null>, key: string, fields: readonly string[]) {
  useEffect(() => {
    if (!form.current) return;
    const stored = parseDraft(readStorage(key));
    for (const name of fields) {
      const field = fieldOf(form.current, name);
      // What the browser restored or the visitor typed before the scripts ran stays.
      if (field && !field.value && stored[name]) field.value = stored[name];
    }
    // The draft now holds those too.
    saveDraft(form.current, key, fields);
  }, [form, key, fields]);

  return {
    save: () => form.current && saveDraft(form.current, key, fields),
    clear: () => writeStorage(key, null),
  };
}
