import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { homeHotKeywordsQueryOptions } from '../../shell/home-hot-keywords';
import { useLocale } from '../../lib/routing/use-locale';
import { Button } from '../ui/button';
import { Join, TextInput } from '../ui/input';
import { SearchIcon } from './icons';
import { paths } from '../../lib/routing/paths';

/** docs/storefront.md, Limits: the header shows the top three hot keywords. */
export const HOT_KEYWORD_LIMIT = 3;
const SEARCH_PATH = paths.goodsSearch();

export function searchHref(title: string): string {
  const text = title.trim();
  return text ? paths.goodsSearch(new URLSearchParams({ title: text })) : SEARCH_PATH;
}

export function SearchBox() {
  const { t } = useTranslation();
  const { to, path } = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const inputId = useId();
  const hot = useQuery(homeHotKeywordsQueryOptions());
  const urlTitle = path === SEARCH_PATH ? (params.get('title') ?? '') : '';
  const [text, setText] = useState(urlTitle);
  const [shownTitle, setShownTitle] = useState(urlTitle);
  // Follow the URL when a search happens elsewhere (a hot keyword, back/forward).
  if (urlTitle !== shownTitle) {
    setShownTitle(urlTitle);
    setText(urlTitle);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(to(searchHref(text)));
  };

  const keywords = (hot.data ?? []).filter((keyword) => keyword.title.trim() !== '').slice(0, HOT_KEYWORD_LIMIT);

  return (
    <div className="w-[520px]">
      <form role="search" aria-label={t('header.search')} onSubmit={submit}>
        <label htmlFor={inputId} className="sr-only">
          {t('header.searchLabel')}
        </label>
        <Join className="w-full">
          <TextInput
            id={inputId}
            type="search"
            name="title"
            joined
            className="w-full border-primary"
            value={text}
            placeholder={t('header.searchPlaceholder')}
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
            maxLength={100}
          />
          <Button type="submit" joined>
            <SearchIcon className="h-4 w-4" />
            {t('header.searchButton')}
          </Button>
        </Join>
      </form>
      {keywords.length > 0 ? (
        <ul className="mt-1.5 flex gap-4 text-xs" aria-label={t('header.hotKeywords')}>
          {/* One line under the box whatever the keywords' length: each at most a third of it, cut with an ellipsis. */}
          {keywords.map((keyword) => (
            <li key={keyword.id} className="max-w-[calc((100%-2rem)/3)] shrink-0">
              <Link
                to={to(searchHref(keyword.title))}
                title={keyword.title}
                className="block truncate text-base-content/80 hover:text-primary hover:underline"
              >
                {keyword.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-1.5 h-4" aria-hidden="true" />
      )}
    </div>
  );
}
