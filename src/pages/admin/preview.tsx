import type { HeadFC } from "gatsby";
import { useEffect, useState } from "react";
import { HeroSlide, heroImage } from "../../components/sections/hero-slide";
import { ProjectCard } from "../../components/sections/project-card";
import { ServiceTile, serviceIcon } from "../../components/sections/service-tile";
import * as styles from "./preview.module.scss";

/** What the content manager sends (plugins/cms/admin.js): an entry's fields and its images' addresses. */
export interface PreviewMessage {
  type: "preview";
  collection: string;
  slug: string;
  fields: Record<string, string>;
  images: Record<string, string>;
}

function Preview({ collection, slug, fields, images }: PreviewMessage) {
  const picture = (field: string, className?: string) =>
    images[field] ? <img src={images[field]} alt={fields.alt ?? ""} className={className} /> : null;
  switch (collection) {
    case "projects":
      return (
        <div className={`container ${styles.card}`}>
          <ProjectCard
            title={fields.title ?? ""}
            description={fields.description ?? ""}
            image={picture("image", styles.photo)}
          />
        </div>
      );
    case "hero":
      return <HeroSlide line1={fields.line1 ?? ""} line2={fields.line2 ?? ""} image={picture("image", heroImage)} />;
    case "services":
      return (
        <ul className={`container list-unstyled ${styles.card}`}>
          <ServiceTile
            slug={slug}
            title={fields.title ?? ""}
            text={fields.text ?? ""}
            icon={images.icon ? <img src={images.icon} alt="" width={64} height={64} className={serviceIcon} /> : null}
          />
        </ul>
      );
    default:
      return null;
  }
}

/**
 * The content manager's preview of a project card, hero slide or service tile, drawn by the site's own
 * components in the site's own styles. The content manager shows this page in its preview pane and sends it
 * the entry being edited, on every change; the page answers only its own site's windows.
 */
const AdminPreviewPage = () => {
  const [message, setMessage] = useState<PreviewMessage | null>(null);
  useEffect(() => {
    const receive = (event: MessageEvent<PreviewMessage>) => {
      if (event.origin === window.location.origin && event.data?.type === "preview") setMessage(event.data);
    };
    window.addEventListener("message", receive);
    window.top?.postMessage({ type: "preview-ready" }, window.location.origin);
    return () => window.removeEventListener("message", receive);
  }, []);
  return (
    <main>
      {message ? (
        <Preview {...message} />
      ) : (
        <p className="container py-4">The content manager shows its previews here.</p>
      )}
    </main>
  );
};

export default AdminPreviewPage;

export const Head: HeadFC = () => (
  <>
    <title>Preview</title>
    <meta name="robots" content="noindex, nofollow" />
  </>
);
