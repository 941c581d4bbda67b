import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { About } from "../components/sections/about";
import { Counters } from "../components/sections/counters";
import { Hero } from "../components/sections/hero";
import { LatestArticles } from "../components/sections/latest-articles";
import { Projects } from "../components/sections/projects";
import { QuoteForm } from "../components/sections/quote-form";
import { Services } from "../components/sections/services";
import { WhyChooseUs } from "../components/sections/why-choose-us";
import { Seo } from "../components/seo";
import { useCompanyInfo } from "../hooks/use-company-info";

const HomePage = ({ data }: PageProps<Queries.HomePageQuery>) => {
  const company = useCompanyInfo();
  return (
    <Layout>
      <h1 className="visually-hidden">
        {company.name}: {data.page?.title}
      </h1>
      <Hero data={data} />
      <Counters data={data} />
      <About data={data} />
      <Services data={data} />
      <WhyChooseUs data={data} />
      <Projects data={data} />
      <LatestArticles data={data} />
      <QuoteForm data={data} />
    </Layout>
  );
};

export default HomePage;

export const Head: HeadFC<Queries.HomePageQuery> = ({ data }) => <Seo page={data.page} />;

export const query = graphql`
  query HomePage {
    page(path: { eq: "/" }) {
      ...PageSeo
    }
    ...HeroData
    ...CountersData
    ...AboutData
    ...ServicesData
    ...WhyChooseUsData
    ...ProjectsData
    ...LatestArticlesData
    ...QuoteFormData
  }
`;
