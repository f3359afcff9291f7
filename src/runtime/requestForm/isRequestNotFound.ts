/**
 * Whether a failure means the request does not exist for this user (spec-2 §8): the server message
 * starts with 'request not found' or ends with 'не найдена'. Such a failure shows the request-error step.
 */
export function isRequestNotFound(failure: unknown): boolean {
  const message = failure instanceof Error ? ((failure as { serverMessage?: string }).serverMessage ?? '') : '';
  const text = message.trim();
  return text.toLowerCase().startsWith('request not found') || text.toLowerCase().endsWith('не найдена');
}
