import { useTranslation } from 'react-i18next';
import { useRouteLoading } from '../../lib/routing/route-loading';
import { useNavigationProgress } from './use-navigation-progress';

/** The thin top bar while the next page's module loads. */
export function ProgressBar() {
  const { t } = useTranslation();
  const { visible, percent } = useNavigationProgress(useRouteLoading());
  if (!visible) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('app.loadingPage')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      className="fixed inset-x-0 top-0 z-[110] h-0.5"
    >
      <div className="h-full bg-primary transition-[width] duration-200 ease-out" style={{ width: `${percent}%` }} />
    </div>
  );
}
