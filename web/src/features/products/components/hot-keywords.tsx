import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { homeHotKeywordsQueryOptions } from '../../../shell/home-hot-keywords';
import { useLocale } from '../../../lib/routing/use-locale';
import { searchHref } from '../search-href';

/** Hot keywords as search links; nothing when the backend has none (null). */
export function HotKeywords() {
  const { t } = useTranslation('products');
  const { to } = useLocale();
  const { data } = useQuery(homeHotKeywordsQueryOptions());
  if (!data || data.length === 0) return null;
  return (
    <div className="mt-4">
      <h3 className="mb-2 font-semibold">{t('search.tryHot')}</h3>
      <ul className="flex flex-wrap justify-center gap-2">
        {data.map((keyword) => (
          <li key={keyword.id}>
            <Link className="badge badge-outline badge-lg hover:badge-primary" to={to(searchHref({ title: keyword.title }))}>
              {keyword.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
