/**
 * Clicks inside server markup that React has not hydrated yet (docs/adr/0019-server-rendering.md, "Deferred parts").
 *
 * A part rendered on the server (deferredPart's `onServer`) stays as the server sent it until its code arrives. React
 * drops a click on such markup: it tries to hydrate the part at once, cannot while the code is missing, and stops
 * the event. A shopper who taps "Open photo" or "Follow" in that moment sees nothing happen.
 *
 * holdClicks catches those clicks first (a capture listener on `window` runs before React's own on the root),
 * starts fetching the part's code at once (`wanted`), and clicks the same element again once the part is hydrated
 * (`release`). Only the last click is kept: a shopper who clicked twice because nothing happened meant one action.
 * A pointer over the part or focus inside it also calls `wanted`, so the code is usually there before the click.
 *
 * A link that opens elsewhere is left to the browser, which follows it natively without the part's code: clicked with
 * a modifier key or another button than the main one (a replayed plain click would lose the modifier), or one whose
 * `target` is another browsing context or which downloads (the footer's policy pages open in a new tab; a replay
 * comes too late for the browser to allow a new tab once the shopper's gesture has expired).
 *
 * A click held while the browser is offline also calls `offline` (the page says the network is unavailable): the
 * part's code waits for the connection, so the click would otherwise seem to do nothing.
 *
 * When the part's code fails for good (the browser keeps a failed import for the life of the document, so only a
 * page load brings it), `follow` hands a click held on a link of this site to `visit`: that page's own load needs
 * none of this part's code, and the shopper asked for it, where the error boundary would reload the page they are
 * on and lose the click (lib/react/deferred-part.tsx).
 */
export interface HeldClicks {
  /** The part is hydrated: stop holding, and replay the held click on its element if it is still in the page. */
  release: () => void;
  /** The part is gone: stop holding and forget the held click. */
  dispose: () => void;
  /**
   * The part's code failed for good: true when a click is held on a link of this site, which then goes to `visit`
   * (the address is read when the page is loaded: a later click on another of the part's links, still held, moves
   * it); false otherwise (no link held, or no `visit`).
   */
  follow: () => boolean;
}

export interface ClickHoldOptions {
  /** A click was held while the browser is offline. */
  offline?: () => void;
  /** Loads the page at the address `to()` gives, in place of this one, when it can (app/ssr/adopt-server-state.ts). */
  visit?: (to: () => string) => void;
}

/** The link `element` is in when it opens in this tab and on this site, as a click on it would follow it. */
function sameTabLink(element: Element | null): HTMLAnchorElement | null {
  const link = element?.closest('a[href]');
  return link instanceof HTMLAnchorElement && !opensElsewhere(link) && link.origin === window.location.origin ? link : null;
}

function opensElsewhere(link: Element): boolean {
  const target = link.getAttribute('target');
  return (target !== null && target !== '' && target.toLowerCase() !== '_self') || link.hasAttribute('download');
}

export function holdClicks(container: Element, wanted: () => void, { offline, visit }: ClickHoldOptions = {}): HeldClicks {
  let held: Element | null = null;
  // One signal removes every listener: on release, on dispose.
  const listening = new AbortController();
  const options = { capture: true, signal: listening.signal };
  const inside = ({ target }: Event): Element | null => (target instanceof Element && container.contains(target) ? target : null);
  addEventListener(
    'click',
    (event) => {
      const target = inside(event);
      // A link opened elsewhere (a modifier key, another button, its target, a download) is the browser's to follow.
      const link = target?.closest('a[href]');
      if (!target || (link && (event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || opensElsewhere(link))))
        return;
      // Neither the browser's default (following a link the router would have handled) nor React sees this click:
      // it is replayed whole once the part can handle it.
      event.preventDefault();
      event.stopImmediatePropagation();
      held = target;
      wanted();
      if (navigator.onLine === false) offline?.();
    },
    options,
  );
  // A pointer over the part (a mouse, or a finger about to tap) or focus inside it.
  for (const type of ['pointerover', 'focusin']) addEventListener(type, (event) => inside(event) && wanted(), options);

  return {
    release() {
      const target = held;
      this.dispose();
      // After the commit that hydrated the part, so its handlers are attached when the click arrives. A dispatched
      // click bubbles as the shopper's did (an icon inside a button reaches the button's handler) and follows a link
      // the router does not take; on an element no longer in the page it reaches no handler.
      if (target) queueMicrotask(() => target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
    },
    dispose() {
      listening.abort();
      held = null;
    },
    follow() {
      const first = sameTabLink(held);
      if (!first || !visit) return false;
      let link = first;
      visit(() => {
        link = sameTabLink(held) ?? link;
        return link.href;
      });
      return true;
    },
  };
}
