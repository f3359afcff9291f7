import { shippedStatusTable, type StatusTable } from './statusTable';
import { createPushRuleFor, type UserType } from './toastFor';

/** A hub event as the notification hub delivers it (spec-1 §4 "Push events"). */
export type PushEvent =
  | { readonly target: 'RequestStatusChanged'; readonly status: string }
  | { readonly target: 'NewChatMessage' };

/**
 * The non-toast reactions to a hub event, as named in config/toasts.json: a status change
 * gets its rule's reactions (refresh the pre-scoring view, fetch a signing link, sign in the app)
 * plus the reactions of every status change (reload the open sidebar of that request); a new
 * chat message refreshes the open chat of that bank.
 */
export function createPushReactions(table: StatusTable): (push: PushEvent, userType: UserType) => readonly string[] {
  const ruleFor = createPushRuleFor(table);
  const { statusChangeReactions, chatMessageReactions } = table.configs.toasts;
  return (push, userType) =>
    push.target === 'NewChatMessage'
      ? chatMessageReactions
      : [...(ruleFor(push.status, userType)?.reactions ?? []), ...statusChangeReactions];
}

/** `createPushReactions` over the shipped config. */
export const pushReactions = createPushReactions(shippedStatusTable);
