// GatsbyImage renders a plain <img> in unit tests, placed at its object-position as the real one places it.
interface MockImageProps {
  alt: string;
  image?: { images?: { fallback?: { src?: string } } };
  className?: string;
  objectPosition?: string;
}

export const GatsbyImage = ({ alt, image, className, objectPosition }: MockImageProps) => (
  <img
    alt={alt}
    src={image?.images?.fallback?.src ?? ""}
    className={className}
    style={objectPosition ? { objectPosition } : undefined}
  />
);
export const StaticImage = ({ alt, src }: { alt: string; src: string }) => <img alt={alt} src={src} />;
export const getImage = (data: unknown) => data ?? undefined;
export const getSrc = (data?: MockImageProps["image"]) => data?.images?.fallback?.src;
/** The wide picture, with the art-directed ones recorded beside it (the real one merges their sources). */
export const withArtDirection = (image: object, art: { media: string; image: unknown }[]) => ({ ...image, art });
