import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AccountFrame } from '../../components/layout/account-frame';
import { ApplicationRecords } from '../../features/settle-in/components/application-records';
import { useLocale } from '../../lib/routing/use-locale';
import { paths } from '../../lib/routing/paths';
import { BTN, BTN_PRIMARY, BTN_SM } from '../../components/ui/classes';

/** /users/application_record: my merchant applications and their audit state. */
export default function ApplicationRecordPage() {
  const { t } = useTranslation('settleIn');
  const { to } = useLocale();
  return (
    <AccountFrame
      title={t('records.pageTitle')}
      actions={
        <Link className={`${BTN} ${BTN_PRIMARY} ${BTN_SM}`} to={to(paths.merchantSettled())}>
          {t('records.apply')}
        </Link>
      }
    >
      <ApplicationRecords />
    </AccountFrame>
  );
}
