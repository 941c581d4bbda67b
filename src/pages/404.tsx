import { graphql, Link, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { PageHeader } from "../components/layout/page-header";
import { Seo } from "../components/seo";
import { ROUTES } from "../schema/routes";

const NotFoundPage = ({ data }: PageProps<Queries.NotFoundPageQuery>) => (
  <Layout>
    <PageHeader title={data.page?.title ?? ""} />
    <div className="section container text-center">
      {/* Markdown rendered at build time from content/pages/not-found.md */}
      <div className="prose mx-auto" dangerouslySetInnerHTML={{ __html: data.page?.html ?? "" }} />
      <Link to={ROUTES.home} className="btn btn-primary mt-3">
        Go to the home page
      </Link>
    </div>
  </Layout>
);

export default NotFoundPage;

export const Head: HeadFC<Queries.NotFoundPageQuery> = ({ data }) => <Seo page={data.page} canonical={false} />;

export const query = graphql`
  query NotFoundPage {
    page(path: { eq: "/404" }) {
      ...PageSeo
      html
    }
  }
`;
