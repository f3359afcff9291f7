import { Navigate, type RouteObject } from 'react-router';
import type { RouteTable } from '../../runtime/routeTable';
import { AppShell } from './AppShell';
import { RouteGate } from './RouteGate';

/**
 * Turns config/routes.json into react-router routes: one layout route (the app shell) with a
 * child per table row. A row with "redirect" becomes a redirect; every other row renders its
 * page through the gate, which applies the access rule and checks the parameters.
 */
export function buildRoutes(table: RouteTable): RouteObject[] {
  const children: RouteObject[] = table.names.map((name) => {
    const entry = table.entry(name);
    if (entry.redirect) {
      return { path: table.pattern(name), element: <Navigate to={table.withRole(entry.redirect)} replace /> };
    }
    return { path: table.pattern(name), element: <RouteGate name={name} /> };
  });
  return [{ element: <AppShell />, children }];
}
