// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { queryKey } from '../api/query-keys';
import { sanitise } from './sanitise';
import { loadSanitiser, useSanitisedHtml } from './use-sanitised-html';

function withQueryClient(queryClient = new QueryClient()) {
  return ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client: queryClient }, children);
}

describe('sanitise (server HTML)', () => {
  it('removes scripts, handlers, javascript: links, styles, forms and frames', () => {
    const clean = sanitise(
      DOMPurify,
      '<p style="color:red" onclick="steal()">Hi<script>steal()</script></p><a href="javascript:steal()">x</a>' +
        '<img src="/mock-images/p/1.svg" onerror="steal()"><svg><a href="javascript:steal()"><text>y</text></a></svg>' +
        '<form action="/x"><input name="a"></form><iframe src="https://evil.example"></iframe><style>p{}</style>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|style|<form|<iframe/i);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('opens links in a new tab without the opener and gives pictures an alt, lazy loading after the first', () => {
    const clean = sanitise(
      DOMPurify,
      '<a href="https://shop.example/x">more</a><img src="/mock-images/p/1.svg" loading="lazy"><p><img src="/mock-images/p/2.svg" loading="eager" alt="Two"></p>',
    );
    const holder = document.createElement('div');
    holder.innerHTML = clean;
    expect(holder.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(holder.querySelector('a')?.getAttribute('target')).toBe('_blank');
    const [first, second] = holder.querySelectorAll('img');
    // The first picture is the page's largest paint on a phone: loaded at once, whatever the merchant wrote.
    expect(first?.hasAttribute('loading')).toBe(false);
    expect(second?.getAttribute('loading')).toBe('lazy');
    expect(first?.getAttribute('alt')).toBe('');
    expect(second?.getAttribute('alt')).toBe('Two');
    expect(first?.getAttribute('src')).toMatch(/\/mock-images\/p\/1\.svg$/);
  });
});

describe('useSanitisedHtml', () => {
  it('answers null until DOMPurify is there, then the clean HTML; once loaded, in the first render', async () => {
    const html = '<p onclick="steal()">Fine <script>bad()</script>print</p>';
    const first = renderHook(() => useSanitisedHtml(html), { wrapper: withQueryClient() });
    await waitFor(() => expect(first.result.current).toBe('<p>Fine print</p>'));
    await loadSanitiser();
    const renders: (string | null)[] = [];
    renderHook(
      () => {
        const clean = useSanitisedHtml(html);
        renders.push(clean);
        return clean;
      },
      { wrapper: withQueryClient() },
    );
    expect(renders[0]).toBe('<p>Fine print</p>');
  });

  it("hydration adopts the server's clean string from the page's state and keeps it, without cleaning again", async () => {
    const html = '<p>Raw <i>words</i></p>';
    // Unlike what DOMPurify would make of `html`: the hook must take the server's string, not clean again.
    const fromServer = '<p>Raw words, as the server cleaned them</p>';
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKey('sanitisedHtml', html), fromServer);
    const results: (string | null)[] = [];
    function Description() {
      const clean = useSanitisedHtml(html);
      results.push(clean);
      return clean === null ? createElement('p', null, 'loading') : createElement('div', { dangerouslySetInnerHTML: { __html: clean } });
    }
    const container = document.createElement('div');
    container.innerHTML = `<div>${fromServer}</div>`;
    const serverNode = container.firstChild;
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, createElement(QueryClientProvider, { client: queryClient }, createElement(Description)), {
        onRecoverableError: recoverable,
      });
    });
    expect(results.length).toBeGreaterThan(0);
    expect(new Set(results)).toEqual(new Set([fromServer]));
    expect(container.firstChild).toBe(serverNode);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('hydration without a string from the server renders the loading line the server sent', async () => {
    await loadSanitiser();
    const container = document.createElement('div');
    container.innerHTML = '<p>loading</p>';
    const results: (string | null)[] = [];
    function Description() {
      const clean = useSanitisedHtml('<p>Plain</p>');
      results.push(clean);
      return clean === null ? createElement('p', null, 'loading') : createElement('div', { dangerouslySetInnerHTML: { __html: clean } });
    }
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, createElement(QueryClientProvider, { client: new QueryClient() }, createElement(Description)), {
        onRecoverableError: recoverable,
      });
    });
    // The hydration's render gives null; the client cleans right after.
    expect(results[0]).toBeNull();
    await waitFor(() => expect(container.innerHTML).toBe('<div><p>Plain</p></div>'));
    expect(recoverable).not.toHaveBeenCalled();
  });
});
