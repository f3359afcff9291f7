/** The request number of a view's parameters, or null when it is not a positive whole number. */
export function requestNumberOf(params: Readonly<Record<string, string>>): number | null {
  const text = params.requestNumber?.trim() ?? '';
  if (!/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
