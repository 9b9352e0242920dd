import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The HTTP status a server render answers with (docs/adr/0019-server-rendering.md): the error page of an unknown
 * path, product or shop reports its status here while it renders. The browser has no such holder (null), so the
 * report is a no-op there.
 */
export interface RenderStatus {
  report: (status: number) => void;
}

export const RenderStatusContext = createContext<RenderStatus | null>(null);

/** Records `status` as the answer's status on the server; does nothing in the browser. */
export function useRenderStatus(status: number): void {
  const holder = useContext(RenderStatusContext);
  holder?.report(status);
}

const noSubscription = () => () => undefined;
const inBrowser = () => false;
const onServer = () => true;

/**
 * True on the server and in the client render that adopts the server's markup (hydration), false in every other
 * render. A part that shows something else on a client's first render (a deferred part already loaded, sanitised
 * HTML, a list rendered in a background pass) shows what the server sends while this is true, so hydration finds
 * the same markup; React re-renders with false right after (docs/adr/0019-server-rendering.md).
 */
export function useAdoptingServerMarkup(): boolean {
  return useSyncExternalStore(noSubscription, inBrowser, onServer);
}
