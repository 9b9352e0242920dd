import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AccountFrame } from '../../components/layout/account-frame';
import { SettleInPanel } from '../../features/settle-in/components/settle-in-panel';
import { useLocale } from '../../lib/routing/use-locale';
import { paths } from '../../lib/routing/paths';
import { LINK } from '../../components/ui/classes';

/** /users/merchant_settled (menuCur=70): the merchant settle-in application. */
export default function MerchantSettledPage() {
  const { t } = useTranslation('settleIn');
  const { to } = useLocale();
  return (
    <AccountFrame
      title={t('form.pageTitle')}
      actions={
        <Link className={`${LINK} text-sm`} to={to(paths.applicationRecord())}>
          {t('success.records')}
        </Link>
      }
    >
      <SettleInPanel />
    </AccountFrame>
  );
}
