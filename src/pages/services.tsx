import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { PageHeader } from "../components/layout/page-header";
import { Services } from "../components/sections/services";
import { Seo } from "../components/seo";

const ServicesPage = ({ data }: PageProps<Queries.ServicesPageQuery>) => (
  <Layout>
    <PageHeader title={data.page?.title ?? ""} />
    <Services data={data} />
  </Layout>
);

export default ServicesPage;

export const Head: HeadFC<Queries.ServicesPageQuery> = ({ data }) => <Seo page={data.page} />;

export const query = graphql`
  query ServicesPage {
    page(path: { eq: "/services" }) {
      ...PageSeo
    }
    ...ServicesData
  }
`;
