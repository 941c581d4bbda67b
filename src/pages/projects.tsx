import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { PageHeader } from "../components/layout/page-header";
import { Projects } from "../components/sections/projects";
import { Seo } from "../components/seo";

const ProjectsPage = ({ data }: PageProps<Queries.ProjectsPageQuery>) => (
  <Layout>
    <PageHeader title={data.page?.title ?? ""} />
    <Projects data={data} aboveTheFold />
  </Layout>
);

export default ProjectsPage;

export const Head: HeadFC<Queries.ProjectsPageQuery> = ({ data }) => <Seo page={data.page} />;

export const query = graphql`
  query ProjectsPage {
    page(path: { eq: "/projects" }) {
      ...PageSeo
    }
    ...ProjectsData
  }
`;
