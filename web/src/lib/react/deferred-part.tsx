import {
  createElement,
  lazy,
  memo,
  startTransition,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { untilOnline } from '../until-online';
import type { holdClicks, HeldClicks } from './held-clicks';
import { useAdoptingServerMarkup } from './render-status';
import { whenIdle } from './yield-to-browser';

/**
 * A deferred part's component: the part's own props, plus `placeholder` to show in its place at this call site
 * instead of the declared one (so a part's own props must not be named `placeholder`). `preload()` starts
 * fetching its code ahead of its first mount (once) and resolves when that has ended: true once the code is here,
 * false if it failed, its one more try included (it never rejects).
 */
export type DeferredPart<P extends object> = ComponentType<P & { placeholder?: ReactNode }> & {
  preload: () => Promise<boolean>;
  /** Whether the part's code is here, so a mount renders the part itself at once. */
  isLoaded: () => boolean;
};

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
  /**
   * Rendered on the server (the footer): the server sends the part itself, and the client render that adopts that
   * markup keeps it until the part's code is there (see deferredPart). Off: the server sends the placeholder.
   */
  onServer?: boolean;
}

/**
 * Calls `run` when the Suspense boundary around it commits its content: for a boundary kept from the server, when
 * it has hydrated. It renders nothing, so it adds nothing to the markup the server sends.
 */
function WhenCommitted({ run }: { run: () => void }): null {
  // The first render's `run`: it reads only refs, so a later render's copy would do the same.
  const [first] = useState(() => run);
  useLayoutEffect(() => first(), [first]);
  return null;
}

/**
 * Holds the clicks on a part kept from the server until it hydrates (held-clicks.ts). Provided by the code a page
 * rendered on the server loads before its first render (app/ssr/adopt-server-state.ts), so the other pages' first
 * load does not carry it; without it, such a click is lost as React alone would lose it.
 */
let clickHolder: typeof holdClicks | null = null;
export function provideClickHolder(holder: typeof holdClicks): void {
  clickHolder = holder;
}

/** The loaders of the parts rendered on the server (`onServer`), for serverPartsLoaded. */
const serverParts: (() => Promise<unknown>)[] = [];

/**
 * Resolves once the code of every part declared so far with `onServer` is there: the server awaits it (after the
 * page's own modules, which declare their parts) so that its render pass never waits for a part's code
 * (app/ssr/entry-server.tsx). A part whose code failed is left to its render, which reports it.
 */
export async function serverPartsLoaded(): Promise<void> {
  await Promise.all(serverParts.map((load) => load().catch(() => undefined)));
}

/** Resolves once the document's load event has fired (at once when it already has). */
function documentLoaded(): Promise<void> {
  if (typeof document === 'undefined' || document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Resolves once the document's load event has fired and then the browser is idle (lib/react/yield-to-browser.ts,
 * whenIdle): code fetched for later starts after the render that asked for it has painted, not inside its task.
 */
export function pageLoaded(): Promise<void> {
  return documentLoaded().then(() => whenIdle());
}

/**
 * How long a deferred part whose code failed while the browser said it was online waits before its one more try. A
 * dropped connection fails the request before `navigator.onLine` turns false (the browser updates it apart from its
 * requests): after the wait, the try finds the browser offline and the part waits for the connection instead of
 * taking the page down. Chrome keeps a failed module import for the life of the document and answers every later
 * import of it with the same failure, without a request: a part whose code failed there loads only after a reload,
 * which the error boundary makes once the browser is online (components/layout/chunk-reload.ts).
 */
export const PART_RETRY_AFTER_MS = 1_000;

/**
 * A part of a page whose code arrives after the page has painted, without a Suspense boundary
 * (docs/adr/0018-no-fallback-on-the-first-paint.md). React throttles a Suspense boundary's reveal to 300 ms after
 * any boundary last switched between fallback and content, so one lazy part in view delayed the whole page's
 * first paint (the product's picture included) by that much. Here the part's place shows `placeholder` while the
 * code is fetched after the commit; nothing suspends, so the rest of the page commits the moment its data is
 * there. Once loaded, every later mount renders the part at once.
 *
 * A fetch that failed is tried once more after a moment (PART_RETRY_AFTER_MS); one that still fails is thrown from
 * the next render, so the nearest error boundary treats it as it treats a failed lazy route
 * (components/layout/chunk-reload.ts), and the next mount tries again. Not while the browser is offline: the part's
 * place keeps what it shows (the placeholder, or the server's markup) until the connection is back, so a part below
 * the fold never takes the page the shopper is reading down with it while it is offline; then one more try, and a
 * failure reaches the boundary, which reloads the page where the browser keeps the failed import.
 */
export function deferredPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { placeholder = null, eager = false, afterPageLoad = false, onServer = false }: DeferredOptions = {},
): DeferredPart<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  // `tried`: this fetch has had its one more try, or has waited for the connection; its next failure is thrown.
  const loadOnline = (tried = false): Promise<ComponentType<P>> =>
    load().catch((error: unknown) => {
      if (typeof window === 'undefined') throw error;
      if (navigator.onLine === false) return untilOnline().then(() => loadOnline(true));
      if (tried) throw error;
      return untilOnline(PART_RETRY_AFTER_MS).then(() => loadOnline(true));
    });
  const fetchPart = (): Promise<ComponentType<P>> => {
    pending ??= loadOnline().then(
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
  /** Resolved when a shopper reaches for a part rendered on the server before its code is there (held-clicks.ts). */
  let wantNow: () => void = () => undefined;
  const wanted = new Promise<void>((resolve) => (wantNow = resolve));
  /**
   * In the browser, a part below the fold fetches its code once the document has loaded (afterPageLoad), or as
   * soon as a shopper points at, focuses or clicks its server markup.
   */
  const fetchWhenDue = (): Promise<ComponentType<P>> =>
    afterPageLoad && !pending && typeof window !== 'undefined' ? Promise.race([pageLoaded(), wanted]).then(fetchPart) : fetchPart();
  if (onServer) serverParts.push(fetchPart);

  /** The clicks held by this part's instances kept from the server (a page may show a part twice). */
  const holding = new Set<HeldClicks>();
  /**
   * A part rendered on the server, and the client render that adopts that markup: the part behind a Suspense
   * boundary, through React.lazy while its code is not there. On the server the code is there (serverPartsLoaded)
   * and the HTML carries the part. In hydration React keeps a boundary whose code is still on its way as the
   * server sent it (no placeholder, no mismatch) and hydrates it when the code arrives. Only these renders take
   * this path: a client render keeps the placeholder and never suspends (ADR 0018). Memoised, so the re-render
   * that follows hydration (useAdoptingServerMarkup turns false) does not reach a boundary still waiting for its
   * code: an update there would make React drop the server's markup for the placeholder.
   *
   * React drops a click on markup it cannot hydrate yet, so until the boundary has hydrated, clicks inside it are
   * held and replayed (held-clicks.ts). The wrapper that delimits them is `display: contents`: it adds no box, so
   * the part lays out as it would without it in a flex or grid parent. Not under a parent's `space-y`, which spaces
   * its children by their margins: the wrapper takes the margin and shows none, so such a parent uses a gap.
   */
  const FromServer = memo(function FromServer({ placeholder: shown = placeholder, ...own }: P & { placeholder?: ReactNode }) {
    // Code that failed for good with a click held on a link of this site: that page is loaded instead (held-clicks.ts,
    // follow), and the part stays as the server sent it meanwhile; anything else reaches the error boundary.
    const [component] = useState(
      () =>
        loaded ??
        lazy(async () => {
          try {
            return { default: await fetchWhenDue() };
          } catch (error) {
            if ([...holding].some((clicks) => clicks.follow())) return new Promise<never>(() => undefined);
            throw error;
          }
        }),
    );
    const wrapper = useRef<HTMLDivElement>(null);
    const held = useRef<HeldClicks | null>(null);
    // Set by the boundary's commit, which comes before this effect when the code was there at hydration.
    const hydrated = useRef(false);
    useLayoutEffect(() => {
      if (!wrapper.current || hydrated.current || !clickHolder) return undefined;
      // A click, a pointer or focus inside the part ends fetchWhenDue's wait for the document's load.
      const clicks = clickHolder(wrapper.current, wantNow);
      held.current = clicks;
      holding.add(clicks);
      return () => {
        holding.delete(clicks);
        clicks.dispose();
      };
    }, []);
    const onHydrated = () => {
      hydrated.current = true;
      held.current?.release();
    };
    return (
      <div ref={wrapper} className="contents">
        <Suspense fallback={shown}>
          <WhenCommitted run={onHydrated} />
          {/* `own` is P without a `placeholder` key, which P does not have (DeferredPart above). */}
          {createElement(component, own as unknown as P)}
        </Suspense>
      </div>
    );
  });

  function Deferred(props: P & { placeholder?: ReactNode }) {
    const adopting = useAdoptingServerMarkup();
    // Decided once per mount: a part mounted on the server's markup keeps the server's path for its lifetime.
    const [fromServer] = useState(() => onServer && adopting);
    return fromServer ? createElement(FromServer, props) : createElement(InBrowser, props);
  }

  function InBrowser({ placeholder: shown = placeholder, ...own }: P & { placeholder?: ReactNode }) {
    // On the server and in the render that adopts its markup, the placeholder: the server sends it, and code that
    // arrived meanwhile must not change what hydration finds (docs/adr/0019-server-rendering.md).
    const adopting = useAdoptingServerMarkup();
    const [part, setPart] = useState<{ component: ComponentType<P> } | null>(() => (loaded && !adopting ? { component: loaded } : null));
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (part) return undefined;
      let live = true;
      fetchWhenDue().then(
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
  return Object.assign(Deferred, {
    preload: () =>
      fetchPart().then(
        () => true,
        () => false,
      ),
    isLoaded: () => loaded !== null,
  });
}
