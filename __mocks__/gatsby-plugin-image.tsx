// GatsbyImage renders a plain <img> in unit tests.
interface MockImageProps {
  alt: string;
  image?: { images?: { fallback?: { src?: string } } };
  className?: string;
}

export const GatsbyImage = ({ alt, image, className }: MockImageProps) => (
  <img alt={alt} src={image?.images?.fallback?.src ?? ""} className={className} />
);
export const StaticImage = ({ alt, src }: { alt: string; src: string }) => <img alt={alt} src={src} />;
export const getImage = (data: unknown) => data ?? undefined;
