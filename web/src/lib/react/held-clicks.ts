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
 * A link clicked with a modifier key or another button than the main one (open in a new tab or window) is left to
 * the browser, which follows it natively: a replayed plain click would lose the modifier.
 *
 * A click held while the browser is offline also calls `offline` (the page says the network is unavailable): the
 * part's code waits for the connection, so the click would otherwise seem to do nothing.
 */
export interface HeldClicks {
  /** The part is hydrated: stop holding, and replay the held click on its element if it is still in the page. */
  release: () => void;
  /** The part is gone: stop holding and forget the held click. */
  dispose: () => void;
}

export function holdClicks(container: Element, wanted: () => void, offline?: () => void): HeldClicks {
  let held: Element | null = null;
  // One signal removes every listener: on release, on dispose.
  const listening = new AbortController();
  const options = { capture: true, signal: listening.signal };
  const inside = ({ target }: Event): Element | null => (target instanceof Element && container.contains(target) ? target : null);
  addEventListener(
    'click',
    (event) => {
      const target = inside(event);
      // A link opened elsewhere (a modifier key, another button) is the browser's to follow.
      if (!target || (target.closest('a[href]') && (event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)))
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
  };
}
