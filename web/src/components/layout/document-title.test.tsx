// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n/i18n';
import { DocumentTitle, formatDocumentTitle, usePageTitle } from './document-title';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

function Named({ title, error = false }: { title: string; error?: boolean }) {
  usePageTitle(title, error);
  return null;
}

/** A page naming its own title, with an error page inside it or not (a shop's page past its last). */
function Page({ inner }: { inner: boolean }) {
  usePageTitle('Tea Shop');
  return inner ? <Named title="Page not found" error /> : null;
}

describe('DocumentTitle', () => {
  it('titles the document with the page’s title, and an error page’s inside it over it, as the server does', () => {
    const view = render(
      <DocumentTitle routeTitle="Shop">
        <Page inner={false} />
      </DocumentTitle>,
    );
    expect(document.title).toMatch(/^Tea Shop - /);
    // The page's own layout effect runs after its child's, which once left the page's title over the error's.
    view.rerender(
      <DocumentTitle routeTitle="Shop">
        <Page inner />
      </DocumentTitle>,
    );
    expect(document.title).toMatch(/^Page not found - /);
    view.rerender(
      <DocumentTitle routeTitle="Shop">
        <Page inner={false} />
      </DocumentTitle>,
    );
    expect(document.title).toMatch(/^Tea Shop - /);
  });

  it('takes the route’s title back when the page names none', () => {
    const view = render(
      <DocumentTitle routeTitle="Shop">
        <Named title="Tea Shop" />
      </DocumentTitle>,
    );
    expect(document.title).toMatch(/^Tea Shop - /);
    view.rerender(<DocumentTitle routeTitle="Shop">{null}</DocumentTitle>);
    expect(document.title).toMatch(/^Shop - /);
  });
});

describe('formatDocumentTitle', () => {
  it('puts the page before the shop name', () => {
    expect(formatDocumentTitle('About us', 'Mall')).toBe('About us - Mall');
  });
  it('uses the shop name alone for a blank or identical title', () => {
    expect(formatDocumentTitle('  ', 'Mall')).toBe('Mall');
    expect(formatDocumentTitle('Mall', 'Mall')).toBe('Mall');
  });
});
