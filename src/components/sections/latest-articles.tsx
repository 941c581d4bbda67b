import { graphql, Link } from "gatsby";
import { words } from "../../schema/words";
import { Static } from "../ui/static";
import { ArticleCard } from "./article-card";
import * as styles from "./latest-articles.module.scss";

interface LatestArticlesProps {
  data: Queries.LatestArticlesDataFragment;
}

/** The home page's latest articles, after the project carousel; nothing until an article is published. */
export function LatestArticles({ data }: LatestArticlesProps) {
  const { insights, latestArticles } = data;
  if (!insights || latestArticles.length === 0) return null;
  return (
    <Static as="section" className="section" aria-labelledby="latest-title" data-section="latest-articles">
      <div className="container">
        <div className="text-center mx-auto mb-5 section-heading">
          <h2 id="latest-title">{insights.label}</h2>
        </div>
        <ul className={styles.grid}>
          {latestArticles.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} level="h3" />
            </li>
          ))}
        </ul>
        <p className="text-center mt-5 mb-0">
          <Link to={insights.path} className="btn btn-primary">
            {words.allArticles}
          </Link>
        </p>
      </div>
    </Static>
  );
}

/** @public Gatsby reads a fragment only from an exported graphql tag. */
export const query = graphql`
  fragment LatestArticlesData on Query {
    insights: insightsLink {
      label
      path
    }
    latestArticles: publishedArticles(limit: 3) {
      ...ArticleCard
    }
  }
`;
