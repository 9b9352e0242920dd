import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { settledAgreementQueryOptions } from '../api/settle-in-settled-agreement';
import { useDialog } from '../../../components/ui/use-dialog';

/**
 * The agreement is server HTML: sanitised with DOMPurify before it touches the DOM (scripts, event handlers,
 * styles, forms and javascript: URLs go), as the product description is. DOMPurify loads only when the dialog opens.
 */
function useSanitised(html: string | undefined): string | null {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    if (html === undefined) return undefined;
    let alive = true;
    void import('dompurify').then(({ default: DOMPurify }) => {
      if (!alive) return;
      const fragment = DOMPurify.sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'form', 'iframe'],
        FORBID_ATTR: ['style'],
        RETURN_DOM_FRAGMENT: true,
      });
      for (const link of fragment.querySelectorAll('a[href]')) {
        link.setAttribute('rel', 'noopener noreferrer nofollow');
        link.setAttribute('target', '_blank');
      }
      for (const img of fragment.querySelectorAll('img:not([alt])')) img.setAttribute('alt', '');
      const holder = document.createElement('div');
      holder.append(fragment);
      setClean(holder.innerHTML);
    });
    return () => {
      alive = false;
    };
  }, [html]);
  return clean;
}

/** The settlement agreement in a modal <dialog>: the browser traps focus, Escape closes, focus returns to the opener. */
export function AgreementDialog({ open, onClose, onAgree }: { open: boolean; onClose: () => void; onAgree: () => void }) {
  const { t } = useTranslation('settleIn');
  const { ref, titleId } = useDialog(open);
  const { data, error, isPending } = useQuery({ ...settledAgreementQueryOptions(), enabled: open });
  const clean = useSanitised(data?.agreement);

  let body;
  if (error) body = <p role="alert">{errorMessage(error)}</p>;
  else if (isPending || clean === null) body = <p className="text-base-content/70">{t('agreement.loading')}</p>;
  // Sanitised above with DOMPurify.
  else
    body = (
      <div
        className="space-y-2 text-sm [&_h2]:text-base [&_h2]:font-semibold [&_ol]:list-inside [&_ol]:list-decimal"
        dangerouslySetInnerHTML={{ __html: clean }}
      />
    );

  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="modal-box w-[40rem] max-w-[90vw]">
        <h2 id={titleId} className="text-lg font-semibold">
          {t('agreement.title')}
        </h2>
        <div className="mt-3 max-h-[60vh] overflow-y-auto">{body}</div>
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('agreement.close')}
          </button>
          <button type="button" className="btn btn-primary" onClick={onAgree} disabled={clean === null}>
            {t('agreement.agree')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
