import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { serverLink } from '../../../lib/routing/server-link';
import { useLocale } from '../../../lib/routing/use-locale';

/**
 * A banner's target (lib/routing/server-link.ts): a path of this site stays in the router (with the locale), an absolute
 * http(s) URL of another site opens in a new tab as an external link, anything else is no link at all.
 */
export function BannerLink({
  url,
  label,
  className,
  children,
}: {
  url: string | null;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const target = serverLink(url);
  if (target?.kind === 'route') {
    return (
      <Link to={to(target.path)} aria-label={label} className={className}>
        {children}
      </Link>
    );
  }
  if (target?.kind === 'external') {
    return (
      <a href={target.href} aria-label={`${label} ${t('common.newTab')}`} className={className} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <div className={className}>{children}</div>;
}
