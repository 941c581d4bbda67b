/**
 * This machine's own names and addresses: what the sign-in functions accept as a local site, where the
 * content manager's local backend and `npm run cms` listen, and which Host the backend answers.
 */

/** The names a browser on this machine reaches it by, as a URL's hostname spells them (IPv6 in brackets). */
export const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

/** The addresses a server of this machine only listens on: IPv4's and IPv6's loopback. */
export const LOOPBACK_ADDRESSES = ["127.0.0.1", "::1"];

/** Where `npm run serve` and `npm run serve:nginx` serve the built site, unless --port or PORT says otherwise. */
export const SERVE_PORT = 9000;

/** Errors of an address a machine may lack (no IPv6): nothing can be listening there either. */
export const MISSING_ADDRESS = new Set(["EADDRNOTAVAIL", "EAFNOSUPPORT"]);
