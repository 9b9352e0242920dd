import { assetUrl } from '../../lib/asset-url';

interface LazyImageProps {
  src: string | null | undefined;
  alt: string;
  /** CSS aspect-ratio of the box, e.g. "1 / 1" or "1200 / 400": the box keeps its size before the image loads. */
  ratio?: string;
  className?: string;
  imgClassName?: string;
  /** Above-the-fold images (the first banner, the main gallery image) load at once. */
  eager?: boolean;
}

/**
 * An API image in a fixed aspect box: no layout shift while it loads, lazy by default. Every API URL goes
 * through assetUrl (the mock answers root-relative URLs that belong to the API origin).
 */
export function LazyImage({ src, alt, ratio = '1 / 1', className = '', imgClassName = '', eager = false }: LazyImageProps) {
  const url = assetUrl(src);
  return (
    <div className={`overflow-hidden bg-base-200 ${className}`} style={{ aspectRatio: ratio }}>
      {url ? (
        <img
          src={url}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={eager ? 'high' : undefined}
          className={`h-full w-full object-cover ${imgClassName}`}
        />
      ) : null}
    </div>
  );
}
