import { createElement, startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useAdoptingServerMarkup } from './render-status';
import { whenIdle } from './yield-to-browser';

/**
 * A deferred part's component: the part's own props, plus `placeholder` to show in its place at this call site
 * instead of the declared one (so a part's own props must not be named `placeholder`). `preload()` starts
 * fetching its code ahead of its first mount.
 */
export type DeferredPart<P extends object> = ComponentType<P & { placeholder?: ReactNode }> & { preload: () => void };

interface DeferredOptions {
  /** Shown in the part's place until its code is there; holds its size so nothing moves (docs/adr/0018). */
  placeholder?: ReactNode;
  /** Fetch the code when the declaring module is evaluated instead of when the part first mounts. */
  eager?: boolean;
  /**
   * Below the fold on the first load (the footer, the reviews): fetch the code only after the document's load event
   * and then an idle moment (pageLoaded below), so it does not compete with the first load's scripts, style sheet
   * and pictures in the HTML, nor lengthen the task that mounted it. The event does not wait for pictures the app
   * adds later, so on a first load it fires soon after the scripts. Later mounts (the document has long loaded)
   * fetch at the next idle moment.
   */
  afterPageLoad?: boolean;
}

/** Resolves once the document's load event has fired (at once when it already has). */
function documentLoaded(): Promise<void> {
  if (typeof document === 'undefined' || document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Resolves once the document's load event has fired and then the browser is idle (lib/yield-to-browser.ts,
 * whenIdle): code fetched for later starts after the render that asked for it has painted, not inside its task.
 */
export function pageLoaded(): Promise<void> {
  return documentLoaded().then(() => whenIdle());
}

/**
 * A part of a page whose code arrives after the page has painted, without a Suspense boundary
 * (docs/adr/0018-no-fallback-on-the-first-paint.md). React throttles a Suspense boundary's reveal to 300 ms after
 * any boundary last switched between fallback and content, so one lazy part in view delayed the whole page's
 * first paint (the product's picture included) by that much. Here the part's place shows `placeholder` while the
 * code is fetched after the commit; nothing suspends, so the rest of the page commits the moment its data is
 * there. Once loaded, every later mount renders the part at once.
 *
 * A failed fetch is thrown from the next render, so the nearest error boundary treats it as it treats a failed
 * lazy route (components/layout/chunk-reload.ts), and the next mount tries again.
 */
export function deferredPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { placeholder = null, eager = false, afterPageLoad = false }: DeferredOptions = {},
): DeferredPart<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const fetchPart = (): Promise<ComponentType<P>> => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  // Declared eagerly: a failure is reported when the part mounts, not as an unhandled rejection meanwhile.
  if (eager) fetchPart().catch(() => undefined);

  function Deferred({ placeholder: shown = placeholder, ...own }: P & { placeholder?: ReactNode }) {
    // On the server and in the render that adopts its markup, the placeholder: the server sends it, and code that
    // arrived meanwhile must not change what hydration finds (docs/adr/0019-server-rendering.md).
    const adopting = useAdoptingServerMarkup();
    const [part, setPart] = useState<{ component: ComponentType<P> } | null>(() => (loaded && !adopting ? { component: loaded } : null));
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (part) return undefined;
      let live = true;
      (afterPageLoad && !pending ? pageLoaded().then(fetchPart) : fetchPart()).then(
        // A transition: React renders the arrived part in a background pass that yields, where an ordinary update
        // would render a whole form in one blocking task (docs/adr/0016-first-load-on-a-phone.md).
        (component) => {
          if (live) startTransition(() => setPart({ component }));
        },
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, [part]);
    if (failure) throw failure.error;
    // `own` is P without a `placeholder` key, which P does not have (DeferredPart above).
    return part ? createElement(part.component, own as unknown as P) : shown;
  }
  return Object.assign(Deferred, { preload: () => void fetchPart().catch(() => undefined) });
}
