import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '../../../components/catalog/lazy-image';
import { assetUrl } from '../../../lib/asset-url';

interface ProductGalleryProps {
  images: readonly string[];
  name: string;
  /** The chosen SKU's image: shown until the shopper picks a thumbnail, and again whenever the SKU changes. */
  skuImage?: string | null;
  skuKey?: string;
}

/** Main image with zoom on hover, and thumbnail buttons. */
export function ProductGallery({ images, name, skuImage, skuKey = '' }: ProductGalleryProps) {
  const { t } = useTranslation('products');
  const [picked, setPicked] = useState<{ url: string; forSku: string } | null>(null);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const current = picked && picked.forSku === skuKey ? picked.url : skuImage || images[0] || '';
  const index = images.indexOf(current);

  const onMove = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setZoom({ x: ((event.clientX - box.left) / box.width) * 100, y: ((event.clientY - box.top) / box.height) * 100 });
  };

  return (
    <div className="w-[420px] shrink-0">
      <div
        className="relative aspect-square overflow-hidden rounded-box border border-base-200 bg-base-200"
        onMouseMove={onMove}
        onMouseLeave={() => setZoom(null)}
        data-testid="gallery-main"
      >
        {current ? (
          <img
            src={assetUrl(current)}
            alt={index >= 0 ? t('gallery.imageOf', { name, index: index + 1, count: images.length }) : name}
            decoding="async"
            fetchPriority="high"
            className="h-full w-full object-cover transition-transform duration-150"
            style={zoom ? { transform: 'scale(2)', transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined}
          />
        ) : null}
      </div>
      {images.length > 1 ? (
        <ul className="mt-3 flex gap-2" aria-label={t('gallery.thumbnails')}>
          {images.map((url, i) => (
            <li key={url}>
              <button
                type="button"
                className={`block w-16 overflow-hidden rounded border-2 ${url === current ? 'border-primary' : 'border-transparent hover:border-base-300'}`}
                aria-pressed={url === current}
                aria-label={t('gallery.show', { index: i + 1, count: images.length })}
                onClick={() => setPicked({ url, forSku: skuKey })}
                onMouseEnter={() => setPicked({ url, forSku: skuKey })}
              >
                <LazyImage src={url} alt="" ratio="1 / 1" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
