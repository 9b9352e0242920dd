import { assetUrl } from '../../lib/asset-url';

/** The two sizes in use: a reviewer (32 px) and a shop (56 px). */
const SIZE = { sm: { px: 32, className: 'h-8 w-8' }, md: { px: 56, className: 'h-14 w-14' } } as const;

/**
 * A person's or a shop's round picture, decorative (the name stands beside it), lazy, with its size reserved so
 * nothing moves when it loads. Renders nothing without a picture.
 */
export function Avatar({ src, size, className = '' }: { src: string | null | undefined; size: keyof typeof SIZE; className?: string }) {
  if (!src) return null;
  const { px, className: box } = SIZE[size];
  return (
    <img
      src={assetUrl(src)}
      alt=""
      width={px}
      height={px}
      loading="lazy"
      className={`${box} rounded-full bg-base-200 object-cover ${className}`}
    />
  );
}
