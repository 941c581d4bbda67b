import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Works } from "../components/sections/works";
import { Seo } from "../components/seo";

const SoftwarePage = ({ data }: PageProps<Queries.SoftwarePageQuery>) => (
  <Layout>
    <Works data={data} />
  </Layout>
);

export default SoftwarePage;

export const Head: HeadFC<Queries.SoftwarePageQuery> = ({ data }) => <Seo page={data.page} />;

export const query = graphql`
  query SoftwarePage {
    page(path: { eq: "/software" }) {
      ...PageSeo
    }
    ...WorksData
  }
`;
