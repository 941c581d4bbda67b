import { graphql, Link, type HeadFC, type PageProps } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/seo";
import { ArticleView } from "../components/sections/article-view";
import { Static } from "../components/ui/static";
import { words } from "../schema/words";
import * as styles from "./article.module.scss";

/** An article's own page: its cover, dates, author, tags and reading time, its text, and its neighbours in time. */
const ArticlePage = ({ data }: PageProps<Queries.ArticlePageQuery>) => {
  const { article, older, newer, page } = data;
  if (!article) throw new Error("An article page has no article");
  const cover = getImage(article.coverShare.childImageSharp?.gatsbyImageData ?? null);
  return (
    <Layout>
      <Static as="div" className={styles.article} data-section="article">
        <ArticleView
          section={page?.title ?? ""}
          title={article.title}
          author={article.author}
          date={{ text: article.dateText, iso: article.datePublished }}
          updated={article.updatedText ? { text: article.updatedText, iso: article.dateModified! } : null}
          scheduledText={article.scheduledText}
          readingMinutes={article.readingMinutes}
          tags={article.tagList}
          cover={cover && <GatsbyImage image={cover} alt={article.coverAlt} loading="eager" fetchPriority="high" />}
          html={article.html}
        />
        {(older || newer) && (
          <nav className={`container ${styles.neighbours}`} aria-label={words.moreArticles}>
            {older && (
              <Link to={older.path} rel="prev">
                <span>{words.previousArticle}</span>
                {older.title}
              </Link>
            )}
            {newer && (
              <Link to={newer.path} rel="next" className={styles.next}>
                <span>{words.nextArticle}</span>
                {newer.title}
              </Link>
            )}
          </nav>
        )}
      </Static>
    </Layout>
  );
};

export default ArticlePage;

export const Head: HeadFC<Queries.ArticlePageQuery> = ({ data }) =>
  data.article && (
    <Seo
      page={data.page}
      title={data.article.title}
      description={data.article.summary}
      path={data.article.path}
      article={data.article}
    />
  );

/**
 * The cover as the page shows it: at most 60rem less the container's padding (article-view.module.scss), in the
 * widths a screen of 1x to 3x picks for that box. Its fallback JPEG, 1200 × 630, is the page's share picture too
 * (seo.tsx), so no cover is encoded twice in one size. No placeholder colour, as a card's (article-card.tsx).
 * @public Gatsby reads a fragment only from an exported graphql tag.
 */
export const coverFragment = graphql`
  fragment ArticleCover on File {
    childImageSharp {
      gatsbyImageData(
        width: 1200
        layout: CONSTRAINED
        aspectRatio: 1.905
        outputPixelDensities: [0.25, 0.5, 0.8, 1, 1.6]
        placeholder: NONE
        sizes: "(min-width: 60rem) 58.5rem, calc(100vw - 1.5rem)"
      )
    }
  }
`;

export const query = graphql`
  query ArticlePage($id: String!, $older: String!, $newer: String!) {
    page(path: { eq: "/insights" }) {
      ...PageSeo
    }
    article(id: { eq: $id }) {
      ...ArticleSeo
      path
      summary
      author
      dateText
      updatedText
      scheduledText
      readingMinutes
      html
      coverAlt
      tagList {
        name
        path
      }
    }
    older: article(id: { eq: $older }) {
      path
      title
    }
    newer: article(id: { eq: $newer }) {
      path
      title
    }
  }
`;
