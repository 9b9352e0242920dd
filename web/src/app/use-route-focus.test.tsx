// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useSearchParams } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useRouteFocus } from './use-route-focus';

function Layout() {
  useRouteFocus('main');
  return (
    <>
      <nav>
        <Link to="/b">to b</Link>
        <Link to="/slow">to slow</Link>
        <Link to="/a?sort=1">sort a</Link>
      </nav>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

function Slow() {
  const [ready, setReady] = useState(false);
  return ready ? <h1>Slow page</h1> : <button onClick={() => setReady(true)}>load</button>;
}

function PageA() {
  const [params] = useSearchParams();
  return <h1>Page A {params.get('sort') ?? ''}</h1>;
}

const renderApp = () => {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/a', element: <PageA /> },
          { path: '/b', element: <h1>Page B</h1> },
          { path: '/slow', element: <Slow /> },
        ],
      },
    ],
    { initialEntries: ['/a'] },
  );
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
};

describe('useRouteFocus', () => {
  afterEach(cleanup);

  it('leaves focus alone on the first load, then focuses the new page heading after a navigation', async () => {
    const router = renderApp();
    await screen.findByRole('heading', { name: /Page A/ });
    expect(document.activeElement).toBe(document.body);
    await act(() => router.navigate('/b'));
    const heading = await screen.findByRole('heading', { name: 'Page B' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('waits for a heading the new page shows later', async () => {
    const router = renderApp();
    await screen.findByRole('heading', { name: /Page A/ });
    await act(() => router.navigate('/slow'));
    const load = await screen.findByRole('button', { name: 'load' });
    expect(document.activeElement).not.toBe(load);
    act(() => load.click());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Slow page' })));
  });

  it('keeps focus where it is when only the query changes', async () => {
    const router = renderApp();
    await screen.findByRole('heading', { name: /Page A/ });
    const sort = screen.getByRole('link', { name: 'sort a' });
    sort.focus();
    await act(() => router.navigate('/a?sort=1'));
    await screen.findByRole('heading', { name: 'Page A 1' });
    expect(document.activeElement).toBe(sort);
  });
});
