import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { homeHotKeywordsQueryOptions } from '../../../shell/home-hot-keywords';
import { useLocale } from '../../../lib/routing/use-locale';
import { searchHref } from '../search-href';
import { BADGE, BADGE_LG, BADGE_OUTLINE, HOVER_BADGE_PRIMARY } from '../../../components/ui/classes';

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
          <li key={keyword.id} className="max-w-xs">
            {/* One line whatever its length: cut with an ellipsis, whole in its tooltip. */}
            <Link
              className={`${BADGE} ${BADGE_OUTLINE} ${BADGE_LG} ${HOVER_BADGE_PRIMARY} max-w-full`}
              to={to(searchHref({ title: keyword.title }))}
              title={keyword.title}
            >
              <span className="truncate">{keyword.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
