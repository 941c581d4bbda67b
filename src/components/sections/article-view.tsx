import { Link } from "gatsby";
import type { ReactNode } from "react";
import { INSIGHTS_PATH } from "../../schema/insights";
import { ROUTES } from "../../schema/routes";
import { words } from "../../schema/words";
import * as styles from "./article-view.module.scss";

interface ArticleViewProps {
  /** The articles section's name (content/pages/insights.md), the breadcrumb's link to it. */
  section: string;
  title: string;
  author: string;
  /** The dates as the site writes them, and as machines read them (ISO 8601). */
  date: { text: string; iso: string };
  updated?: { text: string; iso: string } | null;
  /** Set only where an article is shown before its time: a preview. */
  scheduledText?: string | null;
  readingMinutes: number;
  tags: readonly { name: string; path: string }[];
  cover: ReactNode;
  /** The text's HTML, as the build renders its Markdown. */
  html: string;
}

/** An article as its page shows it, and the content manager previews it: header, cover and text. */
export function ArticleView(props: ArticleViewProps) {
  const { section, title, author, date, updated, scheduledText, readingMinutes, tags, cover, html } = props;
  return (
    <article>
      <header className={`container ${styles.header}`}>
        <nav aria-label="breadcrumb">
          <ol className="breadcrumb mb-3">
            <li className="breadcrumb-item">
              <Link to={ROUTES.home}>Home</Link>
            </li>
            <li className="breadcrumb-item">
              <Link to={INSIGHTS_PATH}>{section}</Link>
            </li>
          </ol>
        </nav>
        {scheduledText && (
          <p className={styles.scheduled} role="note">
            {words.scheduled(scheduledText)}
          </p>
        )}
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.meta}>
          <span>{words.by(author)}</span>
          <time dateTime={date.iso}>{date.text}</time>
          {updated && <time dateTime={updated.iso}>{words.updated(updated.text)}</time>}
          <span>{words.minutesToRead(readingMinutes)}</span>
        </p>
        {tags.length > 0 && (
          <ul className={styles.tags} aria-label={words.tags}>
            {tags.map((tag) => (
              <li key={tag.path}>
                <Link to={tag.path}>{tag.name}</Link>
              </li>
            ))}
          </ul>
        )}
      </header>
      {cover && <div className={`container ${styles.cover}`}>{cover}</div>}
      {/* Markdown rendered at build time, every address in it checked (gatsby-node.ts). */}
      <div className={`container ${styles.prose}`} dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
