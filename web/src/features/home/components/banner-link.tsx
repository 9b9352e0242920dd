import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useLocale } from '../../../lib/use-locale';

/** A banner's target: in-app paths stay in the router (with the locale), other URLs open as plain links. */
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
  const { to } = useLocale();
  const target = (url ?? '').trim();
  if (target.startsWith('/') && !target.startsWith('//')) {
    return (
      <Link to={to(target)} aria-label={label} className={className}>
        {children}
      </Link>
    );
  }
  if (/^https?:\/\//i.test(target)) {
    return (
      <a href={target} aria-label={label} className={className} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <div className={className}>{children}</div>;
}
