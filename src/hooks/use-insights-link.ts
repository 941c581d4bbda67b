import { graphql, useStaticQuery } from "gatsby";
import type { NavLink } from "../data/navigation";

/**
 * The articles section's link, with its name from content, once the build publishes an article; null until then,
 * when the site shows no trace of the section (plugins/insights: insightsLink).
 */
export function useInsightsLink(): NavLink | null {
  const data = useStaticQuery<Queries.InsightsLinkQuery>(graphql`
    query InsightsLink {
      insightsLink {
        label
        path
      }
    }
  `);
  return data.insightsLink ? { label: data.insightsLink.label, to: data.insightsLink.path } : null;
}
