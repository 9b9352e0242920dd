import { assetUrl } from '../../lib/asset-url';

interface LazyImageProps {
  src: string | null | undefined;
  alt: string;
  /** CSS aspect-ratio of the box, e.g. "1 / 1" or "1200 / 400": the box keeps its size before the image loads. */
  ratio?: string;
  className?: string;
  imgClassName?: string;
  /** The page's main picture (the first banner, a page's header picture): loads at once, at high priority. */
  eager?: boolean;
  /**
   * In the first screen but not the main picture (a result grid's first row): loads at once, at the browser's own
   * priority. A lazy picture waits for the first layout to be requested, which makes the largest paint later when it
   * is one of them (docs/performance.md).
   */
  firstView?: boolean;
}

/**
 * An API image in a fixed aspect box: no layout shift while it loads, lazy by default. Every API URL goes
 * through assetUrl (the mock answers root-relative URLs that belong to the API origin).
 */
export function LazyImage({
  src,
  alt,
  ratio = '1 / 1',
  className = '',
  imgClassName = '',
  eager = false,
  firstView = false,
}: LazyImageProps) {
  const url = assetUrl(src);
  return (
    <div className={`overflow-hidden bg-base-200 ${className}`} style={{ aspectRatio: ratio }}>
      {url ? (
        <img
          src={url}
          alt={alt}
          loading={eager || firstView ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={eager ? 'high' : undefined}
          className={`h-full w-full object-cover ${imgClassName}`}
        />
      ) : null}
    </div>
  );
}
