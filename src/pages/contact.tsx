import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { PageHeader } from "../components/layout/page-header";
import { QuoteForm } from "../components/sections/quote-form";
import { Seo } from "../components/seo";
import { ROUTES } from "../schema/routes";

const ContactPage = ({ data }: PageProps<Queries.ContactPageQuery>) => (
  <Layout>
    <PageHeader title={data.page?.title ?? ""} trail={[{ label: "Home", to: ROUTES.home }, { label: "Pages" }]} />
    <QuoteForm data={data} />
  </Layout>
);

export default ContactPage;

export const Head: HeadFC<Queries.ContactPageQuery> = ({ data }) => <Seo page={data.page} />;

export const query = graphql`
  query ContactPage {
    page(path: { eq: "/contact" }) {
      ...PageSeo
    }
    ...QuoteFormData
  }
`;
