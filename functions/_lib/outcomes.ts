/** What the sign-in window says for each outcome, and what the content manager's window is told. */
import { failure, success, type Outcome } from "./page";

const AGAIN = "Close this window and press Login with GitHub again in the content manager.";

export const signedIn = (token: string, origin: string): Outcome => ({
  status: 200,
  heading: "Signed in to GitHub",
  text: ["Returning to the content manager…"],
  message: success(token),
  alone: {
    heading: "Signed in, but no content manager is waiting",
    text:
      `This window was not opened by the content manager, or its page was closed. Close this window, ` +
      `open ${origin}/admin and press Login with GitHub.`,
  },
});

export const notConfigured = (missing: string[]): Outcome => ({
  status: 503,
  heading: "Sign-in is not set up on this site yet",
  text: [
    `The site's GitHub sign-in needs ${missing.join(" and ")}, which ${missing.length > 1 ? "are" : "is"} not set.`,
    "Ask the site's administrator to set GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET in Cloudflare Pages → " +
      "Settings → Variables and Secrets and to deploy again (docs/operators.md, “Sign-in on Cloudflare Pages”, has the steps).",
  ],
  message: failure(
    `Sign-in is not set up on this site: ${missing.join(" and ")} missing. Ask the site's administrator.`,
  ),
});

// The scope asked for is not repeated: the address is anyone's to write, the page is the site's.
export const unknownScope = (): Outcome => ({
  status: 400,
  heading: "This sign-in asked for an unexpected permission",
  text: [
    "The content manager asked GitHub for a permission this site does not give: only “repo” or “public_repo”.",
    "Ask the site's administrator to check auth_scope in the content manager's configuration.",
  ],
  message: failure("Sign-in refused: the content manager asked for a permission this site does not give."),
});

export const expired = (): Outcome => ({
  status: 400,
  heading: "This sign-in has expired",
  text: [
    "GitHub answered, but this browser holds no sign-in in progress: it was started more than ten minutes " +
      "ago, in another browser, or the browser did not keep this site's cookie.",
    AGAIN,
  ],
  message: failure("The sign-in expired before GitHub answered. Press Login with GitHub again."),
});

export const wrongState = (): Outcome => ({
  status: 400,
  heading: "This sign-in could not be verified",
  text: [
    "GitHub's answer does not belong to the sign-in this browser started, so it was refused. That happens " +
      "when two sign-ins overlap, or when a link from elsewhere led here.",
    AGAIN,
  ],
  message: failure("The sign-in could not be verified and was refused. Press Login with GitHub again."),
});

export const denied = (): Outcome => ({
  status: 403,
  heading: "GitHub access was not granted",
  text: [
    "The authorization was cancelled on GitHub. The content manager needs access to the site's repository " +
      "to save your changes.",
    "Close this window, press Login with GitHub again and press Authorize on GitHub's page.",
  ],
  message: failure("GitHub access was not granted. Press Login with GitHub again and authorize the app."),
});

/** What each of GitHub's errors means for the editor; the administrator's part where it is theirs. */
const ADMIN = "If it happens again, tell the site's administrator:";
// A Map, not an object: the error is GitHub's redirect's, which anyone can write, and an object would
// answer "constructor" or "__proto__" with what it inherits.
const hints = new Map([
  ["bad_verification_code", `GitHub's one-time code had expired or was used already. ${AGAIN}`],
  ["incorrect_client_credentials", `${ADMIN} GITHUB_CLIENT_ID or GITHUB_CLIENT_SECRET does not match the app.`],
  ["redirect_uri_mismatch", `${ADMIN} the app's callback URL must be this site's /api/callback.`],
]);

/** GitHub's words as they came, but not pages of them. */
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

export const githubError = (error: string, description?: string): Outcome => {
  const named = clip(error, 100);
  return {
    status: 502,
    heading: "GitHub did not sign you in",
    text: [
      `GitHub answered “${named}”${description ? `: ${clip(description, 300)}` : ""}.`,
      hints.get(error) ?? `${AGAIN} ${ADMIN} GitHub answered “${named}”.`,
    ],
    message: failure(`GitHub did not sign you in (${named}). Press Login with GitHub again.`),
  };
};

export const unreachable = (): Outcome => ({
  status: 502,
  heading: "GitHub could not be reached",
  text: [
    "The site could not reach GitHub to finish the sign-in.",
    `${AGAIN} If it happens again, GitHub may be down: see https://www.githubstatus.com.`,
  ],
  message: failure("GitHub could not be reached. Press Login with GitHub again."),
});

// Another site's page may open /api/auth (in a window it hides, say): for an editor who authorized the app
// before, GitHub would mint a token without asking, and it keeps only the ten newest per editor and app.
export const startedElsewhere = (origin: string): Outcome => ({
  status: 403,
  heading: "This sign-in was not started on this site",
  text: [
    "Another site opened this window to sign you in to this site's content manager, so it was refused " +
      "and nothing was sent to GitHub.",
    `To sign in, close this window, open ${origin}/admin and press Login with GitHub.`,
  ],
});

export const unexpected = (): Outcome => ({
  status: 500,
  heading: "The sign-in failed",
  text: [
    "Something went wrong on this site while signing you in.",
    `${AGAIN} ${ADMIN} the sign-in failed, and the site's function log says where.`,
  ],
  message: failure("The sign-in failed on the site. Press Login with GitHub again."),
});
