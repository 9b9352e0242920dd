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
 */
export interface HeldClicks {
  /** The part is hydrated: stop holding, and replay the held click on its element if it is still in the page. */
  release: () => void;
  /** The part is gone: stop holding and forget the held click. */
  dispose: () => void;
}

const WARMING_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

function opensElsewhere(event: MouseEvent, target: Element): boolean {
  if (!target.closest('a[href]')) return false;
  return event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
}

export function holdClicks(container: Element, wanted: () => void): HeldClicks {
  const view = container.ownerDocument.defaultView;
  let held: Element | null = null;
  let active = true;

  const inside = (event: Event): Element | null => {
    const target = event.target;
    return target instanceof Element && container.contains(target) ? target : null;
  };
  const onClick = (event: MouseEvent) => {
    const target = inside(event);
    if (!target || opensElsewhere(event, target)) return;
    // Neither the browser's default (following a link the router would have handled) nor React sees this click:
    // it is replayed whole once the part can handle it.
    event.preventDefault();
    event.stopImmediatePropagation();
    held = target;
    wanted();
  };
  const onWarm = (event: Event) => {
    if (inside(event)) wanted();
  };

  const stop = () => {
    active = false;
    view?.removeEventListener('click', onClick, true);
    for (const type of WARMING_EVENTS) view?.removeEventListener(type, onWarm, true);
  };
  view?.addEventListener('click', onClick, true);
  for (const type of WARMING_EVENTS) view?.addEventListener(type, onWarm, { capture: true, passive: true });

  return {
    release() {
      if (!active) return;
      stop();
      const target = held;
      held = null;
      // After the commit that hydrated the part, so its handlers are attached when the click arrives.
      // A dispatched click bubbles as the shopper's did (an icon inside a button reaches the button's handler) and
      // follows a link the router does not take.
      if (target) {
        queueMicrotask(() => {
          if (target.isConnected) target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
        });
      }
    },
    dispose() {
      stop();
      held = null;
    },
  };
}
