import { createContext, useContext } from 'react';
import type { Guard, RouteTitleKey } from './route-table';

/** What the matched routes, outermost first, say about the page: its guard and its title. */
export interface RouteInfo {
  guard: Guard;
  titleKey: RouteTitleKey;
}

export const RouteInfoContext = createContext<readonly RouteInfo[]>([]);

export function useRouteInfo(): readonly RouteInfo[] {
  return useContext(RouteInfoContext);
}
