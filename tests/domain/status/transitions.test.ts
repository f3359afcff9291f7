import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nextSubStatus } from '../../../src/domain/nextSubStatus';
import { shippedStatusConfigs, shippedStatusTable } from '../../../src/domain/statusTable';
import { transitionDiagram } from '../../../src/domain/transitionDiagram';

const { transitions, initial, events } = shippedStatusConfigs.transitions;

function reachableFrom(start: string): Map<string, string[]> {
  const paths = new Map<string, string[]>([[start, []]]);
  const queue = [start];
  for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
    for (const [event, next] of shippedStatusTable.transitions.get(current) ?? []) {
      if (paths.has(next)) continue;
      paths.set(next, [...(paths.get(current) ?? []), event]);
      queue.push(next);
    }
  }
  return paths;
}

describe('transition table', () => {
  const paths = reachableFrom(initial);

  it.each([...shippedStatusTable.subStatuses.keys()])('%s is reachable from draft', (raw) => {
    const path = paths.get(raw);
    expect(path, `${raw} unreachable`).toBeDefined();
    // Replaying the path through nextSubStatus proves the path, not just the index.
    const end = (path ?? []).reduce((current, event) => {
      const step = nextSubStatus(current, event);
      expect(step.ok).toBe(true);
      return step.ok ? step.next : current;
    }, initial);
    expect(end).toBe(raw);
  });

  it('names every event it uses and uses every event it names', () => {
    const used = new Set(transitions.map((t) => t.event));
    expect([...used].filter((event) => !Object.hasOwn(events, event))).toEqual([]);
    expect(Object.keys(events).filter((event) => !used.has(event))).toEqual([]);
  });

  it('gives each (status, event) pair at most one target and never loops onto itself', () => {
    const seen = new Map<string, string>();
    for (const { event, from, to } of transitions) {
      for (const source of from) {
        const key = `${source}/${event}`;
        expect(seen.get(key) ?? to, key).toBe(to);
        seen.set(key, to);
        expect(source, key).not.toBe(to);
      }
    }
  });

  it('leaves no status as a dead end', () => {
    for (const raw of shippedStatusTable.subStatuses.keys()) {
      expect((shippedStatusTable.transitions.get(raw)?.size ?? 0) > 0, raw).toBe(true);
    }
  });

  it.each([
    ['draft', 'send', 'sent'],
    ['sent', 'offer', 'offer_wait_approve'],
    ['offer_wait_approve', 'offer_sent_to_client', 'offer_sent'],
    ['offer_sent', 'offer_accepted', 'offer_accepted'],
    ['offer_accepted', 'underwriting_started', 'sent_to_underwriting'],
    ['underwriting_in_progress', 'payment_requested', 'deal_wait_payment'],
    ['deal_wait_payment', 'payment_received', 'deal_payment_received'],
    ['deal_payment_received', 'guarantee_creating', 'deal_guarantee_creating'],
    ['deal_guarantee_creating', 'guarantee_sent', 'deal_guarantee_sent'],
    ['deal_guarantee_sent', 'contract_signed', 'deal_guarantee_contract_signed'],
    ['deal_guarantee_contract_signed', 'claim_sent', 'deal_claim_sent'],
    ['deal_claim_sent', 'claim_responded', 'deal_claim_responded'],
    ['sent', 'bank_demand', 'bankrequest'],
    ['underwriting_in_progress', 'bank_demand', 'bank_tracking_discussion'],
    ['bankrequest', 'demand_answered', 'sent'],
    ['bank_tracking_discussion', 'demand_answered', 'underwriting_in_progress'],
    ['admin_verification_process', 'admin_verification_failed', 'draft'],
    ['sent_to_client', 'return_from_client', 'agent_draft'],
    ['offer_sent', 'revoke', 'revoked'],
    ['canceled', 'archive', 'archive'],
    ['archive', 'unarchive', 'draft'],
  ])('%s --%s--> %s', (current, event, next) => {
    expect(nextSubStatus(current, event)).toEqual({ ok: true, next });
  });

  it('refuses with a Russian reason', () => {
    expect(nextSubStatus('canceled', 'send')).toEqual({
      ok: false,
      reason: 'Действие «Отправка в банк» недоступно в статусе «Отказ банка».',
    });
    expect(nextSubStatus('gone', 'send')).toEqual({ ok: false, reason: 'Неизвестный статус заявки в банке: «gone».' });
    expect(nextSubStatus('draft', 'teleport')).toEqual({ ok: false, reason: 'Неизвестное событие «teleport».' });
    expect(nextSubStatus('draft', 'constructor')).toEqual({ ok: false, reason: 'Неизвестное событие «constructor».' });
  });

  it.each(['docs/status-engine.md', 'README.md'])('is drawn in %s exactly as the table says', (file) => {
    const doc = readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');
    expect(doc).toContain(['```mermaid', transitionDiagram(shippedStatusConfigs.transitions), '```'].join('\n'));
  });
});
