import { createContext, useContext } from 'react';

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
