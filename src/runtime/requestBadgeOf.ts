import type { RouteTable } from './routeTable';

/** The route whose `:id` is a request number: itself and the routes under it in the table. */
export const requestRoute = 'RequestForm';

/**
 * The request whose status badge the page heading shows, or null. Only the request form and the pages
 * under it (its steps, the discussion, the accepted offer, the claim) carry a request's number in `:id`;
 * another page's `:id` (an employee's) is no request, whatever it looks like.
 */
export function requestBadgeOf(routes: RouteTable, name: string, params: Readonly<Record<string, string | undefined>>): number | null {
  const underRequest = routes.crumbs(name).some((crumb) => crumb.name === requestRoute);
  if (!underRequest || params.step === 'error' || !/^\d+$/.test(params.id ?? '')) return null;
  return Number(params.id);
}
