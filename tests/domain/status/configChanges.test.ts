import { describe, expect, it } from 'vitest';
import { createStatusEngine } from '../../../src/domain/statusEngine';
import { shippedStatusConfigs, StatusConfigError, type StatusConfigs } from '../../../src/domain/statusTable';

/** A deep copy of the shipped configs, changed by `edit` — what an analyst's JSON edit amounts to. */
function edited(edit: (configs: StatusConfigs) => void): StatusConfigs {
  const copy = structuredClone(shippedStatusConfigs) as StatusConfigs;
  edit(copy);
  return copy;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
const mutable = <T>(value: T) => value as Mutable<T>;

describe('behaviour follows a modified copy of the config', () => {
  it('reordered combined rules: WaitingPay moved above the demand rule wins', () => {
    const configs = edited((c) => {
      const rules = [...c.combinedStatus.rules];
      const waitingPay = rules.findIndex((rule) => rule.id === 'anyWaitingPay');
      const [rule] = rules.splice(waitingPay, 1);
      if (rule) rules.splice(1, 0, rule);
      mutable(c.combinedStatus).rules = rules;
    });
    const engine = createStatusEngine(configs);
    const subs = [{ sub_status: 'bankrequest' }, { sub_status: 'deal_wait_payment' }];
    expect(engine.combinedStatus(subs).label).toBe('Ожидает оплаты');
    expect(createStatusEngine(shippedStatusConfigs).combinedStatus(subs).label).toBe('Есть запрос');
  });

  it('a changed toast lifetime changes removeTime', () => {
    const configs = edited((c) => {
      mutable(c.constants.toast.lifetimes).offer = 45000;
    });
    const context = { userType: 'agent', requestNumber: 7, bankName: 'ВТБ' } as const;
    expect(createStatusEngine(configs).toastFor('offer_wait_approve', context)?.removeTime).toBe(45000);
    expect(createStatusEngine(shippedStatusConfigs).toastFor('offer_wait_approve', context)?.removeTime).toBe(10000);
  });

  it('an added status and raw status are read, sorted, grouped and reach the combined status', () => {
    const configs = edited((c) => {
      mutable(c.statuses).statuses = {
        ...c.statuses.statuses,
        OnBankCommittee: { label: 'На кредитном комитете', colour: 'blue', group: 'sent', sortOrder: 55 },
      };
      mutable(c.statuses).subStatuses = {
        ...c.statuses.subStatuses,
        credit_committee: { label: 'Кредитный комитет банка', status: 'OnBankCommittee', commonGroup: 'review' },
      };
      const rules = [...c.combinedStatus.rules];
      rules.splice(6, 0, {
        id: 'anyCommittee',
        when: { any: ['OnBankCommittee'] },
        status: 'OnBankCommittee',
        label: 'На кредитном комитете',
        colour: 'blue',
        revocable: true,
        editable: false,
      });
      mutable(c.combinedStatus).rules = rules;
      mutable(c.transitions).events = { ...c.transitions.events, committee_started: { label: 'Заявка вынесена на комитет' } };
      mutable(c.transitions).transitions = [
        ...c.transitions.transitions,
        { event: 'committee_started', from: ['sent'], to: 'credit_committee' },
      ];
    });
    const engine = createStatusEngine(configs);
    expect(engine.subRequestStatus({ sub_status: 'credit_committee' })).toBe('OnBankCommittee');
    expect(engine.sortOrder('OnBankCommittee')).toBe(55);
    expect(engine.statusGroup('OnBankCommittee')).toBe('sent');
    expect(engine.combinedStatus([{ sub_status: 'credit_committee' }, { sub_status: 'canceled' }]).label).toBe('На кредитном комитете');
    expect(engine.nextSubStatus('sent', 'committee_started')).toEqual({ ok: true, next: 'credit_committee' });
    expect(engine.nextSubStatus('credit_committee', 'committee_started').ok).toBe(false);
  });

  it('a changed draft priority reorders the banks of a request', () => {
    const configs = edited((c) => {
      mutable(c.draftStatuses).statuses = {
        ...c.draftStatuses.statuses,
        DraftAgreementRequired: { ...c.draftStatuses.statuses.DraftAgreementRequired!, priority: 0 },
      };
    });
    const banks = [
      { status: 'DraftCanBeSent', bankOrder: 1 },
      { status: 'DraftAgreementRequired', bankOrder: 2 },
    ];
    expect([...banks].sort(createStatusEngine(configs).compareBanksInRequest)[0]?.status).toBe('DraftAgreementRequired');
    expect([...banks].sort(createStatusEngine(shippedStatusConfigs).compareBanksInRequest)[0]?.status).toBe('DraftCanBeSent');
  });
});

describe('a broken copy is refused with Russian messages', () => {
  const problemsOf = (configs: StatusConfigs): readonly string[] => {
    try {
      createStatusEngine(configs);
    } catch (error) {
      if (error instanceof StatusConfigError) return error.problems;
      throw error;
    }
    return [];
  };

  it('names a combined rule that refers to an unknown status', () => {
    const configs = edited((c) => {
      mutable(c.combinedStatus.rules[1]!.when).any = ['OnDemnd'];
    });
    expect(problemsOf(configs)).toEqual(['combined-status /rules/1/when: неизвестный ключ «OnDemnd»']);
  });

  it('requires a catch-all last rule in both rule lists', () => {
    const configs = edited((c) => {
      mutable(c.combinedStatus).rules = c.combinedStatus.rules.slice(0, -1);
      mutable(c.draftStatuses).rules = c.draftStatuses.rules.slice(0, -1);
    });
    expect(problemsOf(configs)).toEqual([
      'combined-status /rules: последнее правило должно подходить всегда (пустое условие when)',
      'draft-statuses /rules: последнее правило должно подходить всегда (пустое условие when)',
    ]);
  });

  it('names a raw status mapped to an unknown status and an unknown transition target', () => {
    const configs = edited((c) => {
      mutable(c.statuses.subStatuses.sent!).status = 'InReview';
      mutable(c.transitions.transitions[0]!).to = 'agent_drafts';
    });
    expect(problemsOf(configs)).toEqual([
      'statuses /subStatuses/sent/status: неизвестный ключ «InReview»',
      'transitions /transitions/0/to: неизвестный ключ «agent_drafts»',
    ]);
  });

  it('names two targets for one (status, event) pair', () => {
    const configs = edited((c) => {
      mutable(c.transitions).transitions = [...c.transitions.transitions, { event: 'send', from: ['draft'], to: 'admin_verification' }];
    });
    expect(problemsOf(configs)).toEqual(['transitions: из «draft» событие «send» ведёт и в «sent», и в «admin_verification»']);
  });

  it('names an unknown toast lifetime, suppression and placeholder', () => {
    const configs = edited((c) => {
      const rule = mutable(c.toasts.pushRules.find((r) => r.id === 'refusal')!);
      rule.toast = { ...rule.toast!, lifetime: 'forever', text: 'Отказ от {bankName}' };
      rule.suppressWhen = ['muted'];
    });
    const index = shippedStatusConfigs.toasts.pushRules.findIndex((r) => r.id === 'refusal');
    expect(problemsOf(configs)).toEqual([
      `toasts /pushRules/${index}/suppressWhen: неизвестный ключ «muted»`,
      `toasts /pushRules/${index}/toast/lifetime: неизвестный ключ «forever»`,
      `toasts /pushRules/${index}/toast: неизвестная подстановка «{bankName}»`,
    ]);
  });

  it('puts the problems in the error message', () => {
    const configs = edited((c) => {
      mutable(c.statuses).fallbackStatus = 'Unknown';
    });
    expect(() => createStatusEngine(configs)).toThrow(/Конфигурация статусов содержит ошибки:\nstatuses \/fallbackStatus: неизвестный ключ «Unknown»/);
  });
});
