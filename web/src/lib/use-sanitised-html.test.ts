// @vitest-environment jsdom
import DOMPurify from 'dompurify';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadSanitiser, sanitise, useSanitisedHtml } from './use-sanitised-html';

describe('sanitise (server HTML)', () => {
  it('removes scripts, handlers, javascript: links, styles, forms and frames', () => {
    const clean = sanitise(
      DOMPurify,
      '<p style="color:red" onclick="steal()">Hi<script>steal()</script></p><a href="javascript:steal()">x</a>' +
        '<form action="/x"><input name="a"></form><iframe src="https://evil.example"></iframe><style>p{}</style>',
    );
    expect(clean).not.toMatch(/script|onclick|javascript:|style|<form|<iframe/i);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('opens links in a new tab without the opener and gives pictures lazy loading and an alt', () => {
    const clean = sanitise(DOMPurify, '<a href="https://shop.example/x">more</a><img src="/mock-images/p/1.svg">');
    const holder = document.createElement('div');
    holder.innerHTML = clean;
    expect(holder.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(holder.querySelector('a')?.getAttribute('target')).toBe('_blank');
    const img = holder.querySelector('img');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('src')).toMatch(/\/mock-images\/p\/1\.svg$/);
  });
});

describe('useSanitisedHtml', () => {
  it('answers null until DOMPurify is there, then the clean HTML; once loaded, in the first render', async () => {
    const html = '<p onclick="steal()">Fine <script>bad()</script>print</p>';
    const first = renderHook(() => useSanitisedHtml(html));
    await waitFor(() => expect(first.result.current).toBe('<p>Fine print</p>'));
    await loadSanitiser();
    const renders: (string | null)[] = [];
    renderHook(() => {
      const clean = useSanitisedHtml(html);
      renders.push(clean);
      return clean;
    });
    expect(renders[0]).toBe('<p>Fine print</p>');
  });
});
