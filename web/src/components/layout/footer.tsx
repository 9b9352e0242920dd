import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/routing/use-locale';
import { BadgeCheckIcon, LockIcon, ReturnIcon, TruckIcon } from './later-icons';
import { paths } from '../../lib/routing/paths';

const SELLING_POINTS: { key: 'genuine' | 'delivery' | 'returns' | 'payment'; Icon: ComponentType<{ className?: string }> }[] = [
  { key: 'genuine', Icon: BadgeCheckIcon },
  { key: 'delivery', Icon: TruckIcon },
  { key: 'returns', Icon: ReturnIcon },
  { key: 'payment', Icon: LockIcon },
];

const POLICY_LINKS = [
  { key: 'aboutUs', path: paths.aboutUs() },
  { key: 'privacyPolicy', path: paths.privacyPolicy() },
  { key: 'returnPolicy', path: paths.returnPolicy() },
] as const;

/** Site-wide record numbers (filed once, the same in every language). */
const RECORD_NUMBERS = { icp: '2020012345-1', security: '31011502000001' };

export function Footer() {
  const { t } = useTranslation();
  const { to } = useLocale();
  return (
    <footer className="mt-12 border-t border-base-300 bg-base-200 text-sm">
      <div className="layout-width">
        <ul className="grid grid-cols-4 gap-6 border-b border-base-300 py-8">
          {SELLING_POINTS.map(({ key, Icon }) => (
            <li key={key} className="flex items-start gap-3">
              <Icon className="h-9 w-9 shrink-0 text-primary" />
              <div>
                <h2 className="font-semibold">{t(`footer.points.${key}.title`)}</h2>
                <p className="mt-1 text-base-content/80">{t(`footer.points.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="flex flex-col items-center gap-2 py-6 text-center text-base-content/80">
          <nav aria-label={t('footer.policies')}>
            <ul className="flex gap-6">
              {POLICY_LINKS.map((link) => (
                <li key={link.key}>
                  <a href={to(link.path)} target="_blank" rel="noopener" className="text-base-content hover:text-primary hover:underline">
                    {t(`routes.${link.key}`)}
                    <span className="sr-only"> {t('common.newTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <address className="not-italic">{t('footer.address')}</address>
          <p>
            {t('footer.icp', { number: RECORD_NUMBERS.icp })} · {t('footer.security', { number: RECORD_NUMBERS.security })}
          </p>
          <p>{t('footer.copyright', { from: 2020, to: 2025, name: t('app.name') })}</p>
        </div>
      </div>
    </footer>
  );
}
