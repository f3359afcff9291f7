/** The query parameter that carries where to return after login (spec-1 §2). */
export const REDIRECT_PARAM = 'redirect';

/** '/agent/login?redirect=%2Fagent%2Frequests%2Fall%3Fselected%3D5' for a path and its query. */
export function loginUrl(loginPath: string, returnTo: { pathname: string; search: string }): string {
  const target = `${returnTo.pathname}${returnTo.search}`;
  return `${loginPath}?${new URLSearchParams({ [REDIRECT_PARAM]: target }).toString()}`;
}

/**
 * Where to go after login: the redirect parameter when it is a path inside this site,
 * otherwise the fallback. Absolute and protocol-relative addresses are refused so a crafted
 * link cannot send a freshly signed-in user to another site, and the logout page is never a return.
 */
export function returnPath(search: string, fallback: string): string {
  const target = new URLSearchParams(search).get(REDIRECT_PARAM);
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  // A 401 that lands while «Выйти» is under way names the logout page: returning there would end the new session at once.
  if (/\/logout(?:[/?#]|$)/.test(target)) return fallback;
  return target;
}
