/** Paths that belong to the API: an unknown one is a 404 in the envelope, never the web app's HTML. */
export const apiPrefixes = ['/v1', '/v2', '/bank-api', '/suggestions', '/hubs', '/health'] as const;

export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
