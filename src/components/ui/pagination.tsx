import { Link } from "gatsby";
import { listPath } from "../../schema/insights";
import { words } from "../../schema/words";
import * as styles from "./pagination.module.scss";

interface PaginationProps {
  /** The list's address (its first page's). */
  base: string;
  page: number;
  pages: number;
}

/**
 * The pages a list's navigation names: the first, the last, and two either side of the current one, with a gap
 * (null) where some are left out, so that it stays one short row whatever the number of pages.
 */
export function pageNumbers(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  return shown.flatMap((n, at) => (at > 0 && n - shown[at - 1]! > 1 ? [null, n] : [n]));
}

/** A list's numbered pages, with links to the newer and older ones; nothing for a list of one page. */
export function Pagination({ base, page, pages }: PaginationProps) {
  if (pages < 2) return null;
  return (
    <nav aria-label={words.pages} className={styles.pagination}>
      <ul>
        {page > 1 && (
          <li>
            <Link to={listPath(page - 1, base)} rel="prev">
              {words.newer}
            </Link>
          </li>
        )}
        {pageNumbers(page, pages).map((n, at) =>
          n === null ? (
            <li key={`gap-${at}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={listPath(n, base)}
                aria-label={words.pageOf(n, pages)}
                aria-current={n === page ? "page" : undefined}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link to={listPath(page + 1, base)} rel="next">
              {words.older}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
