import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { SectionHeading } from "../components/ui";
import { Seo } from "../components/seo";

const SoftwarePage = ({ data }: PageProps<Queries.SoftwarePageQuery>) => (
  <Layout>
    <section className="section" aria-labelledby="works-title" data-section="works">
      <div className="container">
        {data.worksSection && (
          <SectionHeading
            id="works-title"
            level="h1"
            label={data.worksSection.label}
            title={data.worksSection.title}
            html={data.worksSection.html}
          />
        )}
      </div>
    </section>
  </Layout>
);

export default SoftwarePage;

export const Head: HeadFC<Queries.SoftwarePageQuery> = ({ data }) => <Seo page={data.page} />;

export const query = graphql`
  query SoftwarePage {
    page(path: { eq: "/software" }) {
      ...PageSeo
    }
    worksSection: section(key: { eq: "works" }) {
      label
      title
      html
    }
  }
`;
