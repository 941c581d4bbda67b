import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { PageHeader } from "../components/layout/page-header";
import { Seo } from "../components/seo";

const TermsPage = ({ data }: PageProps<Queries.TermsPageQuery>) => (
  <Layout>
    <PageHeader title={data.page?.title ?? ""} />
    <div className="section container">
      {/* Markdown rendered at build time from content/pages/terms.md */}
      <div className="prose mx-auto" dangerouslySetInnerHTML={{ __html: data.page?.html ?? "" }} />
    </div>
  </Layout>
);

export default TermsPage;

export const Head: HeadFC<Queries.TermsPageQuery> = ({ data }) => <Seo page={data.page} />;

export const query = graphql`
  query TermsPage {
    page(path: { eq: "/terms" }) {
      ...PageSeo
      html
    }
  }
`;
