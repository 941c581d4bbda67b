import { graphql, Link } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { words } from "../../schema/words";
import * as styles from "./article-card.module.scss";

interface ArticleCardProps {
  article: Queries.ArticleCardFragment;
  /** The heading level of the card's title under the list's own heading. */
  level?: "h2" | "h3";
  /** The first cards of a page are on its first screen: their pictures load at once. */
  eager?: boolean;
}

/** One article in a list (the section's pages, a tag's, the home page's latest): its cover, date and summary. */
export function ArticleCard({ article, level = "h2", eager = false }: ArticleCardProps) {
  const Heading = level;
  const cover = getImage(article.coverCard.childImageSharp?.gatsbyImageData ?? null);
  return (
    <article className={styles.card}>
      {cover && (
        <GatsbyImage image={cover} alt={article.coverAlt} className={styles.cover} loading={eager ? "eager" : "lazy"} />
      )}
      <div className={styles.body}>
        <p className={styles.meta}>
          <time dateTime={article.datePublished}>{article.dateText}</time>
          {article.scheduledText && (
            <strong className={styles.scheduled}>{words.scheduled(article.scheduledText)}</strong>
          )}
        </p>
        <Heading className={styles.title}>
          <Link to={article.path}>{article.title}</Link>
        </Heading>
        <p className={styles.summary}>{article.summary}</p>
        {/* The title's link covers the whole card (a target of its own size); this says so to the eye only. */}
        <span className={styles.more} aria-hidden="true">
          {words.readMore}
        </span>
      </div>
    </article>
  );
}

/**
 * Covers have no placeholder colour: gatsby-plugin-sharp works it out by decoding the picture again in every build
 * (about 50 ms a cover, Gatsby's cache going with each build), which is most of a 1,000 articles' rebuild's page
 * queries. The box keeps the picture's shape without it.
 * @public Gatsby reads a fragment only from an exported graphql tag.
 */
export const query = graphql`
  fragment ArticleCard on Article {
    id
    path
    title
    summary
    datePublished
    dateText
    scheduledText
    coverAlt
    coverCard {
      childImageSharp {
        gatsbyImageData(width: 416, layout: CONSTRAINED, aspectRatio: 1.5, placeholder: NONE)
      }
    }
  }
`;
