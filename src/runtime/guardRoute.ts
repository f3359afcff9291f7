import type { Access } from './routeTable';
import { loginUrl } from './loginRedirect';

/** The query parameter in which an external link carries its token (spec-1 §2, /{role}/simple/{id}). */
export const EXTERNAL_TOKEN_PARAM = 'token';

export interface GuardInput {
  access: Access;
  hasToken: boolean;
  /** The stored token came from an external link, or the loaded user is external. */
  external: boolean;
  location: { pathname: string; search: string };
  loginPath: string;
}

export type GuardDecision =
  | { kind: 'render' }
  | { kind: 'redirect'; to: string; replace: true; dropToken?: true }
  | { kind: 'takeExternalToken'; token: string; to: string; replace: true };

/**
 * The navigation rules of spec-1 §2 for one visit:
 * - an auth route without a stored token goes to login with the original path and query;
 * - an external user reaching an auth route loses the token (and so goes to login);
 * - an external route takes the token from the query, stores it and drops it from the address.
 */
export function guardRoute(input: GuardInput): GuardDecision {
  const { access, location } = input;
  if (access === 'external') {
    const query = new URLSearchParams(location.search);
    const token = query.get(EXTERNAL_TOKEN_PARAM);
    if (!token) return { kind: 'render' };
    query.delete(EXTERNAL_TOKEN_PARAM);
    const rest = query.toString();
    return { kind: 'takeExternalToken', token, to: `${location.pathname}${rest ? `?${rest}` : ''}`, replace: true };
  }
  if (access !== 'auth') return { kind: 'render' };
  if (input.hasToken && input.external) {
    return { kind: 'redirect', to: loginUrl(input.loginPath, location), replace: true, dropToken: true };
  }
  if (!input.hasToken) return { kind: 'redirect', to: loginUrl(input.loginPath, location), replace: true };
  return { kind: 'render' };
}
