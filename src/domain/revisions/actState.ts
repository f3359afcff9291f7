import type { ActState } from '../wire/revisionWire';

/** Who moves an act: the agent organisation's member or the platform's operator. */
export type ActParty = 'agent' | 'operator';

/** What can happen to an act (docs/revisions.md «Acts and states»). */
export type ActMove = 'reform' | 'send' | 'dispute' | 'agent_sign' | 'operator_sign' | 'paid';

interface ActMoveRule {
  readonly from: readonly ActState[];
  readonly to: ActState;
  readonly by: ActParty;
  /** The Russian name of the action, for refusals. */
  readonly label: string;
}

/**
 * The act's life as a table: formed → sent → agent_signed → operator_signed → paid, and a dispute that takes a
 * sent act back to formed, where the operator re-forms it (the same act, its lines and totals anew) and sends
 * it again. An act the agent has signed is no longer disputed nor re-formed: its PDF is what was signed.
 */
export const actMoves: Readonly<Record<ActMove, ActMoveRule>> = {
  reform: { from: ['formed'], to: 'formed', by: 'operator', label: 'Переформирование акта' },
  send: { from: ['formed'], to: 'sent', by: 'operator', label: 'Отправка акта агенту' },
  dispute: { from: ['sent'], to: 'formed', by: 'agent', label: 'Оспаривание акта' },
  agent_sign: { from: ['sent'], to: 'agent_signed', by: 'agent', label: 'Подписание акта агентом' },
  operator_sign: { from: ['agent_signed'], to: 'operator_signed', by: 'operator', label: 'Подписание акта оператором' },
  paid: { from: ['operator_signed'], to: 'paid', by: 'operator', label: 'Отметка об оплате' },
};

/** Russian names of the states, as the screens and refusals show them. */
export const actStateLabels: Readonly<Record<ActState, string>> = {
  formed: 'Сформирован',
  sent: 'Отправлен агенту',
  agent_signed: 'Подписан агентом',
  operator_signed: 'Подписан оператором',
  paid: 'Оплачен',
};

export type ActMoveDecision = { ok: true; next: ActState } | { ok: false; reason: string };

/** The state after a move, or the Russian reason it is refused (wrong party or wrong state). */
export function nextActState(state: ActState, move: ActMove, party: ActParty): ActMoveDecision {
  const rule = actMoves[move];
  if (rule.by !== party) return { ok: false, reason: `Действие «${rule.label}» выполняет ${rule.by === 'operator' ? 'оператор платформы' : 'агент'}.` };
  if (!rule.from.includes(state)) return { ok: false, reason: `Действие «${rule.label}» недоступно: акт в состоянии «${actStateLabels[state]}».` };
  return { ok: true, next: rule.to };
}
