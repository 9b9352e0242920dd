import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { queryKey } from '../api/query-keys';
import { clean } from './server-sanitiser';
import { loadSanitiser, useSanitisedHtml } from './use-sanitised-html';

// Node, no DOM: the server's side of lib/sanitise/use-sanitised-html.ts (DOMPurify over jsdom), with the same rules as the
// browser's (use-sanitised-html.test.ts).
const ATTACKS =
  '<p style="color:red" onclick="steal()">Hi<script>steal()</script></p><a href="javascript:steal()">x</a>' +
  '<img src="/mock-images/p/1.svg" onerror="steal()"><svg><a href="javascript:steal()"><text>y</text></a></svg>' +
  '<form action="/x"><input name="a"></form><iframe src="https://evil.example"></iframe><style>p{}</style>';

describe('the server sanitiser', () => {
  it('removes scripts, on* handlers, javascript: URLs, styles, forms and frames, as in the browser', () => {
    const cleaned = clean(ATTACKS);
    expect(cleaned).not.toMatch(/script|onclick|onerror|javascript:|style|<form|<iframe/i);
    expect(cleaned).toContain('<p>Hi</p>');
    expect(cleaned).toMatch(/<img src="[^"]*\/mock-images\/p\/1\.svg" decoding="async" alt="">/);
    expect(clean('<img src="/a.svg"><img src="/b.svg">')).toMatch(
      /<img src="[^"]*\/a\.svg" decoding="async" alt=""><img src="[^"]*\/b\.svg" loading="lazy" decoding="async" alt="">/,
    );
  });

  it('cleans in the server render and records the clean string for the client in the query cache', async () => {
    expect(import.meta.env.SSR).toBe(true);
    await loadSanitiser();
    const queryClient = new QueryClient();
    function Description({ html }: { html: string }) {
      const result = useSanitisedHtml(html);
      return result === null ? <p>loading</p> : <div dangerouslySetInnerHTML={{ __html: result }} />;
    }
    const html = '<p onclick="steal()">Soft <b>cotton</b><script>steal()</script></p>';
    const markup = renderToString(
      <QueryClientProvider client={queryClient}>
        <Description html={html} />
      </QueryClientProvider>,
    );
    expect(markup).toBe('<div><p>Soft <b>cotton</b></p></div>');
    expect(queryClient.getQueryData(queryKey('sanitisedHtml', html))).toBe('<p>Soft <b>cotton</b></p>');
    expect(queryClient.getQueryCache().findAll({ queryKey: ['sanitisedHtml'] })).toHaveLength(1);
  });
});
