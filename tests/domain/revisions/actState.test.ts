import { describe, expect, it } from 'vitest';
import { nextActState, type ActMove, type ActParty } from '../../../src/domain/revisions/actState';
import type { ActState } from '../../../src/domain/wire/revisionWire';

const allowed: [ActState, ActMove, ActParty, ActState][] = [
  ['formed', 'reform', 'operator', 'formed'],
  ['formed', 'send', 'operator', 'sent'],
  ['sent', 'dispute', 'agent', 'formed'],
  ['sent', 'agent_sign', 'agent', 'agent_signed'],
  ['agent_signed', 'operator_sign', 'operator', 'operator_signed'],
  ['operator_signed', 'paid', 'operator', 'paid'],
];

describe('nextActState', () => {
  it.each(allowed)('%s --%s by %s--> %s', (state, move, party, next) => {
    expect(nextActState(state, move, party)).toEqual({ ok: true, next });
  });

  it('refuses every other state with a Russian reason naming the state', () => {
    const states: ActState[] = ['formed', 'sent', 'agent_signed', 'operator_signed', 'paid'];
    for (const [, move, party] of allowed) {
      for (const state of states.filter((candidate) => !allowed.some(([from, m]) => from === candidate && m === move))) {
        const decision = nextActState(state, move, party);
        expect(decision.ok, `${state} ${move}`).toBe(false);
      }
    }
    expect(nextActState('paid', 'paid', 'operator')).toEqual({ ok: false, reason: 'Действие «Отметка об оплате» недоступно: акт в состоянии «Оплачен».' });
    expect(nextActState('agent_signed', 'reform', 'operator')).toEqual({ ok: false, reason: 'Действие «Переформирование акта» недоступно: акт в состоянии «Подписан агентом».' });
  });

  it('refuses the wrong party', () => {
    expect(nextActState('formed', 'send', 'agent')).toEqual({ ok: false, reason: 'Действие «Отправка акта агенту» выполняет оператор платформы.' });
    expect(nextActState('sent', 'agent_sign', 'operator')).toEqual({ ok: false, reason: 'Действие «Подписание акта агентом» выполняет агент.' });
  });
});
