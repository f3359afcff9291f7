import { createContext, useContext } from 'react';

/**
 * The route-table name of the page being rendered, given by the gate. A page reads it here
 * rather than from the route store, which learns the new route only after the page's first render.
 */
export const RouteNameContext = createContext<string | null>(null);

export function useRouteName(): string | null {
  return useContext(RouteNameContext);
}
