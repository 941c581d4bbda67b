/** The scripts of other origins the page has asked for, by address: each is added once. */
const requested = new Map<string, Promise<void>>();

/**
 * Adds a script of another origin (Turnstile's, the analytics provider's) to the page, once: async, so it never
 * holds up the page. Resolves once it has run; rejects when it does not arrive (refused by the policy, blocked by an
 * extension, offline), and then a later call tries again.
 */
export function loadScript(src: string, attributes: Record<string, string> = {}): Promise<void> {
  const pending = requested.get(src);
  if (pending) return pending;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.onload = () => resolve();
    script.onerror = () => {
      requested.delete(src);
      script.remove();
      reject(new Error(`${src} did not load`));
    };
    script.src = src;
    document.head.appendChild(script);
  });
  requested.set(src, loading);
  return loading;
}
