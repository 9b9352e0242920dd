import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assetUrl } from '../../../lib/asset-url';

/**
 * The merchant's HTML description, sanitised with DOMPurify before it touches the DOM (scripts, event handlers
 * and javascript: URLs are removed). DOMPurify is loaded here only, so other pages never download it.
 */
export function ProductDescription({ html }: { html: string }) {
  const { t } = useTranslation('products');
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    void import('dompurify').then(({ default: DOMPurify }) => {
      if (!alive) return;
      const fragment = DOMPurify.sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'form', 'iframe'],
        FORBID_ATTR: ['style'],
        RETURN_DOM_FRAGMENT: true,
      });
      // Images: lazy, and root-relative URLs resolved against the API origin like every other API image.
      for (const img of fragment.querySelectorAll('img')) {
        img.setAttribute('loading', 'lazy');
        img.setAttribute('decoding', 'async');
        const src = img.getAttribute('src');
        if (src) img.setAttribute('src', assetUrl(src));
        if (!img.hasAttribute('alt')) img.setAttribute('alt', '');
      }
      for (const link of fragment.querySelectorAll('a[href]')) {
        link.setAttribute('rel', 'noopener noreferrer nofollow');
        link.setAttribute('target', '_blank');
      }
      const holder = document.createElement('div');
      holder.append(fragment);
      setClean(holder.innerHTML);
    });
    return () => {
      alive = false;
    };
  }, [html]);

  if (clean === null) return <p className="py-6 text-base-content/70">{t('product.descriptionLoading')}</p>;
  if (clean.trim() === '') return <p className="py-6 text-base-content/70">{t('product.noDescription')}</p>;
  // Sanitised above with DOMPurify.
  return (
    <div
      className="product-description max-w-none space-y-3 py-4 [&_h3]:text-lg [&_h3]:font-semibold [&_img]:mx-auto [&_img]:max-w-full [&_ul]:list-inside [&_ul]:list-disc"
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
