import { describe, expect, it } from 'vitest';
import { discussionRounds, discussionState, type DiscussionMove } from '../../../src/domain/discussionRounds';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 10, minute)).toISOString();
const ask = (minute: number, sum: string) => ({ sent_at: at(minute), sum });
const move = (minute: number, over: Partial<DiscussionMove> = {}): DiscussionMove => ({
  from_status: 'discuss',
  to_status: 'offer_wait_approve',
  event: 'discussion_finished',
  actor_kind: 'bank',
  comment: 'Проект согласован',
  created_at: at(minute),
  ...over,
});

describe('discussionRounds', () => {
  const cases: { name: string; asks: ReturnType<typeof ask>[]; moves: DiscussionMove[]; answers: (number | null)[]; state: string }[] = [
    { name: 'nothing sent', asks: [], moves: [], answers: [], state: 'none' },
    { name: 'one round, the bank has not answered', asks: [ask(1, '1')], moves: [move(0, { from_status: 'offer_wait_approve', to_status: 'discuss', event: 'discussion_started', actor_kind: 'user' })], answers: [null], state: 'waitingBank' },
    { name: 'one round answered', asks: [ask(1, '1')], moves: [move(5)], answers: [5], state: 'answered' },
    { name: 'two rounds, both answered, given newest first', asks: [ask(10, '2'), ask(1, '1')], moves: [move(12), move(5)], answers: [5, 12], state: 'answered' },
    { name: 'second round still with the bank', asks: [ask(1, '1'), ask(10, '2')], moves: [move(5)], answers: [5, null], state: 'waitingBank' },
    { name: 'the agent revoking is no answer', asks: [ask(1, '1')], moves: [move(3, { actor_kind: 'user', event: 'revoke', to_status: 'revoked' })], answers: [null], state: 'waitingBank' },
    { name: 'a bank move not out of the discussion is no answer', asks: [ask(1, '1')], moves: [move(3, { from_status: 'offer_wait_approve' })], answers: [null], state: 'waitingBank' },
    { name: 'a bank refusal answers the round', asks: [ask(1, '1')], moves: [move(4, { event: 'cancel', to_status: 'canceled', comment: 'Отказ' })], answers: [4], state: 'answered' },
    { name: 'an answer before the round is not its answer', asks: [ask(10, '2')], moves: [move(5)], answers: [null], state: 'waitingBank' },
  ];
  it.each(cases)('$name', ({ asks, moves, answers, state }) => {
    const rounds = discussionRounds(asks, moves);
    expect(rounds.map((round) => (round.answer ? Date.parse(round.answer.answered_at) : null))).toEqual(answers.map((minute) => (minute === null ? null : Date.parse(at(minute)))));
    expect(discussionState(rounds)).toBe(state);
  });

  it('keeps what the agent asked and tells what the bank answered', () => {
    const [round] = discussionRounds([ask(1, '1500000.00')], [move(2, { comment: 'Согласовано с правками' })]);
    expect(round).toEqual({
      sent_at: at(1),
      sum: '1500000.00',
      answer: { event: 'discussion_finished', to_status: 'offer_wait_approve', comment: 'Согласовано с правками', answered_at: at(2) },
    });
  });
});
