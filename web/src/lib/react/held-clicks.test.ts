// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdClicks } from './held-clicks';

afterEach(() => {
  document.body.replaceChildren();
});

function page() {
  document.body.innerHTML = `
    <div id="part"><button id="a">A</button><button id="b">B</button><a id="link" href="/shop/1">Shop</a>
      <a id="other" href="/shop/2"><span id="inner">Other shop</span></a><a id="tab" href="/about" target="_blank">About</a>
      <a id="file" href="/terms.pdf" download>Terms</a><a id="away" href="https://elsewhere.example/">Away</a></div>
    <button id="outside">Outside</button>`;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  const clicked: string[] = [];
  // Where React listens: the document, which a capture listener on window precedes.
  document.addEventListener('click', (event) => clicked.push((event.target as HTMLElement).id));
  return { part: byId('part'), byId, clicked };
}

const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('holdClicks', () => {
  it('holds a click inside the part, asks for the code, and replays the last click on release', async () => {
    const { part, byId, clicked } = page();
    const wanted = vi.fn();
    const held = holdClicks(part, wanted);
    byId('a').click();
    byId('b').click();
    expect(clicked).toEqual([]);
    expect(wanted).toHaveBeenCalledTimes(2);
    held.release();
    await flush();
    expect(clicked).toEqual(['b']);
    // Released: clicks pass straight through.
    byId('a').click();
    expect(clicked).toEqual(['b', 'a']);
  });

  it('leaves clicks outside the part alone', () => {
    const { part, byId, clicked } = page();
    const wanted = vi.fn();
    holdClicks(part, wanted).dispose();
    const again = holdClicks(part, wanted);
    byId('outside').click();
    expect(clicked).toEqual(['outside']);
    expect(wanted).not.toHaveBeenCalled();
    again.dispose();
  });

  it('stops a held link from navigating, and leaves a link opened with a modifier key to the browser', () => {
    const { part, byId, clicked } = page();
    const held = holdClicks(part, vi.fn());
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('link').dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(true);
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    byId('link').dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    expect(clicked).toEqual(['link']);
    held.dispose();
  });

  it('leaves a link that opens in another tab or downloads to the browser', () => {
    const { part, byId, clicked } = page();
    const wanted = vi.fn();
    const held = holdClicks(part, wanted);
    for (const id of ['tab', 'file']) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      byId(id).dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
    }
    expect(clicked).toEqual(['tab', 'file']);
    expect(wanted).not.toHaveBeenCalled();
    held.dispose();
  });

  it("follow hands a held link of this site to visit, at the address of the part's last held link", () => {
    const { part, byId } = page();
    const visit = vi.fn<(to: () => string) => void>();
    const held = holdClicks(part, vi.fn(), { visit });
    // Nothing held yet, then a button: nothing to follow.
    expect(held.follow()).toBe(false);
    byId('a').click();
    expect(held.follow()).toBe(false);
    expect(visit).not.toHaveBeenCalled();

    byId('link').click();
    expect(held.follow()).toBe(true);
    expect(visit).toHaveBeenCalledTimes(1);
    const to = visit.mock.calls[0]?.[0];
    expect(to?.()).toBe(new URL('/shop/1', window.location.href).href);
    // Still holding: a click inside another link moves the address, a click on a button leaves it.
    byId('inner').click();
    expect(to?.()).toBe(new URL('/shop/2', window.location.href).href);
    byId('b').click();
    expect(to?.()).toBe(new URL('/shop/2', window.location.href).href);
    held.dispose();
  });

  it('follow refuses a link to another site, and anything without visit', () => {
    const { part, byId } = page();
    const visit = vi.fn();
    const away = holdClicks(part, vi.fn(), { visit });
    byId('away').click();
    expect(away.follow()).toBe(false);
    away.dispose();

    const noVisit = holdClicks(part, vi.fn());
    byId('link').click();
    expect(noVisit.follow()).toBe(false);
    noVisit.dispose();
    expect(visit).not.toHaveBeenCalled();
  });

  it('a pointer over or focus inside the part asks for the code before any click', () => {
    const { part, byId } = page();
    const wanted = vi.fn();
    const held = holdClicks(part, wanted);
    byId('a').dispatchEvent(new Event('pointerover', { bubbles: true }));
    byId('b').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(wanted).toHaveBeenCalledTimes(2);
    held.dispose();
  });

  it('dispose forgets the held click; a replay skips an element no longer in the page', async () => {
    const { part, byId, clicked } = page();
    const disposed = holdClicks(part, vi.fn());
    byId('a').click();
    disposed.dispose();
    disposed.release();
    await flush();
    expect(clicked).toEqual([]);

    const held = holdClicks(part, vi.fn());
    byId('b').click();
    byId('b').remove();
    held.release();
    await flush();
    expect(clicked).toEqual([]);
  });

  it('says the network is unavailable for a click held while the browser is offline, and not online', () => {
    const { part, byId } = page();
    const offline = vi.fn();
    const online = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    const held = holdClicks(part, vi.fn(), { offline });
    byId('a').click();
    expect(offline).not.toHaveBeenCalled();
    online.mockReturnValue(false);
    byId('b').click();
    expect(offline).toHaveBeenCalledTimes(1);
    // Outside the part nothing is held, so nothing is said.
    byId('outside').click();
    expect(offline).toHaveBeenCalledTimes(1);
    held.dispose();
    online.mockRestore();
  });
});
