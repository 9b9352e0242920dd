import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AccountFrame } from '../../components/layout/account-frame';
import { PointsPanel } from '../../features/points/components/points-panel';
import { userInfoQueryOptions } from '../../shell/user-info';
import { ErrorBlock, Skeleton } from '../../components/ui/query-state';
import { useLocale } from '../../lib/routing/use-locale';
import { paths } from '../../lib/routing/paths';
import { deferredPart } from '../../lib/react/deferred-part';
import { LINK } from '../../components/ui/classes';

// The forms bring react-hook-form and zod: they load with the page's data, not with the shell, holding their place
// meanwhile without a Suspense boundary (docs/adr/0018).
const ProfileForm = deferredPart(async () => (await import('../../features/user/components/profile-form')).default, {
  placeholder: <Skeleton className="h-32 w-full" />,
});
const ChangePasswordForm = deferredPart(async () => (await import('./user-password-form')).default, {
  placeholder: <Skeleton className="h-40 w-full" />,
});

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-box border border-base-200 p-5">
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /users/user_info — the profile (nickname, avatar), the account's facts and the password change. */
export default function UserInfoPage() {
  const { t } = useTranslation('user');
  const { to } = useLocale();
  const { data: user, error, isPending, refetch } = useQuery(userInfoQueryOptions());

  let body: ReactNode;
  if (isPending) body = <Skeleton className="h-48 w-full" label={t('loading')} />;
  else if (error) {
    body = <ErrorBlock error={error} retryLabel={t('retry')} onRetry={() => void refetch()} layout="box" />;
  } else {
    const facts: { key: string; label: string; value: ReactNode }[] = [
      { key: 'email', label: t('facts.email'), value: user.email || t('facts.none') },
      { key: 'phone', label: t('facts.phone'), value: user.phone || t('facts.none') },
      { key: 'points', label: t('facts.points'), value: user.integral },
      {
        key: 'coupons',
        label: t('facts.coupons'),
        value: (
          <Link className={LINK} to={to(paths.couponList())}>
            {user.couponCount}
          </Link>
        ),
      },
      {
        key: 'favourites',
        label: t('facts.favourites'),
        value: (
          <Link className={LINK} to={to(paths.collectionList())}>
            {user.collectCount}
          </Link>
        ),
      },
    ];
    body = (
      <div className="space-y-6">
        <Section id="profile-title" title={t('profile')}>
          <ProfileForm key={`${user.nickname}|${user.avatar}`} user={user} />
        </Section>
        <Section id="account-facts-title" title={t('facts.title')}>
          <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-8 gap-y-2 text-sm">
            {facts.map((fact) => (
              <div key={fact.key} className="contents">
                <dt className="text-base-content/70">{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </Section>
        <PointsPanel headingId="points-title" />
        <Section id="password-title" title={t('password')}>
          <ChangePasswordForm email={user.email} phone={user.phone} />
        </Section>
      </div>
    );
  }
  return <AccountFrame title={t('title')}>{body}</AccountFrame>;
}
