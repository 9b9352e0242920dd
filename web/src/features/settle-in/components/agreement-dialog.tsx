import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api/api-client';
import { settleInSettledAgreementQueryOptions } from '../api/settle-in-settled-agreement';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useSanitisedHtml } from '../../../lib/sanitise/use-sanitised-html';
import { MODAL_ACTION } from '../../../components/ui/classes';
import { Button } from '../../../components/ui/button';

/** The settlement agreement in a modal <dialog>: the browser traps focus, Escape closes, focus returns to the opener. */
export function AgreementDialog({ open, onClose, onAgree }: { open: boolean; onClose: () => void; onAgree: () => void }) {
  const { t } = useTranslation('settleIn');
  const { data, error, isPending } = useQuery({ ...settleInSettledAgreementQueryOptions(), enabled: open });
  // Server HTML, sanitised before it touches the DOM (lib/sanitise/use-sanitised-html.ts).
  const clean = useSanitisedHtml(data?.agreement);

  let body;
  if (error) body = <p role="alert">{errorMessage(error)}</p>;
  else if (isPending || clean === null) body = <p className="text-base-content/70">{t('agreement.loading')}</p>;
  // Sanitised above with DOMPurify.
  else
    body = (
      <div
        className="server-html space-y-2 text-sm [&_h2]:text-base [&_h2]:font-semibold [&_ol]:list-inside [&_ol]:list-decimal"
        dangerouslySetInnerHTML={{ __html: clean }}
      />
    );

  return (
    <ModalDialog open={open} onCancel={onClose} boxClassName="w-[40rem] max-w-[90vw]">
      {(titleId) => (
        <>
          <h2 id={titleId} className="text-lg font-semibold">
            {t('agreement.title')}
          </h2>
          <div className="mt-3 max-h-[60vh] overflow-y-auto">{body}</div>
          <div className={MODAL_ACTION}>
            <Button variant="ghost" onClick={onClose}>
              {t('agreement.close')}
            </Button>
            <Button onClick={onAgree} disabled={clean === null}>
              {t('agreement.agree')}
            </Button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
