/**
 * Whatever goes wrong in a sign-in function, the editor gets a page that says so, with every header, instead of
 * the host's bare error; the sign-in cookie is cleared where `clears` says the request may end the sign-in.
 */
import { clearedSignInCookie, type PagesFunction } from "./oauth";
import { unexpected } from "./outcomes";
import { page } from "./page";

export const guarded =
  (handler: PagesFunction, clears: (request: Request) => boolean = () => true): PagesFunction =>
  async (context) => {
    try {
      return await handler(context);
    } catch (error) {
      // Where it failed, not the message, which could quote what GitHub or the browser sent.
      const where = error instanceof Error ? (error.stack ?? "").split("\n").filter((l) => /^\s+at /.test(l)) : [];
      console.error(`sign-in: ${error instanceof Error ? error.name : typeof error}\n${where.join("\n")}`);
      const cookie = clears(context.request) ? clearedSignInCookie() : undefined;
      return page(new URL(context.request.url).origin, unexpected(), cookie);
    }
  };
