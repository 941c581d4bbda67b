import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { PageHeader } from "../components/layout/page-header";
import { ArticleCard } from "../components/sections/article-card";
import { Seo } from "../components/seo";
import { Pagination } from "../components/ui/pagination";
import { Static } from "../components/ui/static";
import { INSIGHTS_PATH } from "../schema/insights";
import { ROUTES } from "../schema/routes";
import { words } from "../schema/words";
import * as styles from "./insights.module.scss";

interface ListContext {
  /** The tag whose articles this lists (its slug), or null for all of them. */
  tag: string | null;
  page: number;
  pages: number;
  /** The list's address: its first page's. */
  base: string;
}

type ListProps = PageProps<Queries.InsightsListQuery, ListContext>;

/** The list's heading: the section's name from content, or the tag's words; a page's number after the first. */
function headingOf({ data, pageContext }: Pick<ListProps, "data" | "pageContext">) {
  const name = pageContext.tag ? words.tagged(data.tag?.name ?? pageContext.tag) : (data.page?.title ?? "");
  return pageContext.page > 1 ? `${name}, ${words.pageOf(pageContext.page, pageContext.pages).toLowerCase()}` : name;
}

/** A page of the articles section's list, or of one tag's: its articles newest first, and the numbered pages. */
const InsightsList = ({ data, pageContext }: ListProps) => {
  const section = data.page?.title ?? "";
  const trail = [
    { label: "Home", to: ROUTES.home },
    ...(pageContext.tag || pageContext.page > 1 ? [{ label: section, to: INSIGHTS_PATH }] : []),
  ];
  return (
    <Layout>
      <PageHeader title={headingOf({ data, pageContext })} trail={trail} />
      <Static as="section" className={`container ${styles.list}`} aria-label={section} data-section="articles">
        <ul className={styles.grid}>
          {data.publishedArticles.map((article, at) => (
            <li key={article.id}>
              <ArticleCard article={article} eager={at < 3} />
            </li>
          ))}
        </ul>
        <Pagination base={pageContext.base} page={pageContext.page} pages={pageContext.pages} />
      </Static>
    </Layout>
  );
};

export default InsightsList;

export const Head: HeadFC<Queries.InsightsListQuery, ListContext> = ({ data, pageContext, location }) => (
  <Seo page={data.page} title={headingOf({ data, pageContext })} path={location.pathname} />
);

export const query = graphql`
  query InsightsList($skip: Int!, $limit: Int!, $tag: String) {
    page(path: { eq: "/insights" }) {
      ...PageSeo
    }
    tag(slug: { eq: $tag }) {
      name
    }
    publishedArticles(skip: $skip, limit: $limit, tag: $tag) {
      ...ArticleCard
    }
  }
`;
