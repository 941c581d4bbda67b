import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { PageHeader } from "../components/layout/page-header";
import { About } from "../components/sections/about";
import { Counters } from "../components/sections/counters";
import { Services } from "../components/sections/services";
import { WhyChooseUs } from "../components/sections/why-choose-us";
import { Seo } from "../components/seo";

const AboutPage = ({ data }: PageProps<Queries.AboutPageQuery>) => (
  <Layout>
    <PageHeader title={data.page?.title ?? ""} />
    <Counters data={data} />
    <About data={data} readMore={false} />
    <Services data={data} />
    <WhyChooseUs data={data} />
  </Layout>
);

export default AboutPage;

export const Head: HeadFC<Queries.AboutPageQuery> = ({ data }) => <Seo page={data.page} />;

export const query = graphql`
  query AboutPage {
    page(path: { eq: "/about" }) {
      ...PageSeo
    }
    ...CountersData
    ...AboutData
    ...ServicesData
    ...WhyChooseUsData
  }
`;
