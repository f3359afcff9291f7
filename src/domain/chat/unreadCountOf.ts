/**
 * The unread chat messages a payload names in `count_new_messages` (a sub-request of the bank card, a
 * row of the request list, a chat of the chat list), 0 when it names none. The field is optional on
 * purpose: a payload read before the server counted messages simply shows no badge.
 */
export function unreadCountOf(payload: object | null | undefined): number {
  if (!payload || !('count_new_messages' in payload)) return 0;
  const count = (payload as { count_new_messages?: unknown }).count_new_messages;
  return typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : 0;
}
