import { useTranslation } from 'react-i18next';
import { loadSanitiser, useSanitisedHtml } from '../../../lib/sanitise/use-sanitised-html';

// The description is part of the product page's first view (on a phone its picture is often the largest paint):
// its sanitiser is fetched as soon as this module arrives with the page's code, beside the product's data, so the
// HTML renders in the page's first pass (docs/adr/0018). A failure is left to the hook, which asks again.
loadSanitiser().catch(() => undefined);

/**
 * The merchant's HTML description, sanitised before it touches the DOM (lib/sanitise/use-sanitised-html.ts).
 */
export function ProductDescription({ html }: { html: string }) {
  const { t } = useTranslation('products');
  const clean = useSanitisedHtml(html);

  if (clean === null) return <p className="py-6 text-base-content/70">{t('product.descriptionLoading')}</p>;
  if (clean.trim() === '') return <p className="py-6 text-base-content/70">{t('product.noDescription')}</p>;
  // Sanitised above with DOMPurify.
  return (
    <div
      className="product-description server-html max-w-none space-y-3 py-4 [&_h3]:text-lg [&_h3]:font-semibold [&_img]:mx-auto [&_ul]:list-inside [&_ul]:list-disc"
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
