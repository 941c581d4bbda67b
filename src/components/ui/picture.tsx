import type { IGatsbyImageData } from "gatsby-plugin-image";

interface PictureProps {
  image: IGatsbyImageData;
  alt: string;
  className?: string;
}

/**
 * An image from gatsbyImageData as a plain <picture>, for what GatsbyImage's wrapper, placeholder and fade-in
 * do not suit: inside a button (a <div> may not be there), or in a dialog that must open at once (GatsbyImage
 * renders its markup again in the browser, which delayed the lightbox's opening). It loads lazily:
 * a thumbnail below the fold, or the lightbox's image, fetched when a visitor points at or reaches its project.
 */
export function Picture({ image, alt, className }: PictureProps) {
  const { fallback, sources = [] } = image.images;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        className={className}
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}
