import { fillTemplate } from './fillTemplate';
import { formatNumber } from './format/formatNumber';

/**
 * Company stop factors: reasons why a bank will not (block) or may not (warn) take a request from this
 * company. The rules and the registers they consult are data (config/stop-factors.json); this file only
 * knows the handful of rule kinds and how each one reads the company's facts.
 */

/** Legal-entity state in the state register (the same words as DaData's `party.state.status`). */
export type CompanyState = 'ACTIVE' | 'LIQUIDATING' | 'LIQUIDATED' | 'BANKRUPT' | 'REORGANIZING';

/** What is known about a company from the registers. A fact that is absent is not judged. */
export interface CompanyFacts {
  inn: string;
  state?: CompanyState;
  /** Date of state registration, YYYY-MM-DD. */
  registrationDate?: string;
  /** Debts in rubles. */
  taxDebt?: number;
  overdueDebt?: number;
  enforcementDebt?: number;
  head?: { inn?: string | null; name?: string | null; disqualified?: boolean | null } | null;
  /** Registered address as one line. */
  address?: string | null;
  /** Dates (YYYY-MM-DD) on which the head, the tax office or the address changed. */
  headChanges?: readonly string[];
  taxOfficeChanges?: readonly string[];
  addressChanges?: readonly string[];
  /** Overdue payments, each with its length in days. */
  overduePayments?: readonly { days: number }[];
}

export type StopFactorSeverity = 'block' | 'warn';

type DebtFact = 'taxDebt' | 'overdueDebt' | 'enforcementDebt';
type EventFact = 'headChanges' | 'taxOfficeChanges' | 'addressChanges';

/** One rule of config/stop-factors.json. */
export type StopFactorRule = {
  reason: string;
  severity: StopFactorSeverity;
  /** Not reported when this other rule fired (the soft twin of a strict rule). */
  suppressedBy?: string;
} & (
  | { kind: 'stateIn'; params: { states: readonly CompanyState[] } }
  | { kind: 'ageBelowMonths'; params: { months: number } }
  | { kind: 'innInList' | 'headInList' | 'addressInList'; params: { list: string } }
  | { kind: 'amountAbove'; params: { fact: DebtFact; threshold: number } }
  | { kind: 'eventsInWindow'; params: { fact: EventFact; windowMonths: number } & Threshold }
  | { kind: 'overduePayments'; params: OverdueLength & Partial<Threshold> }
);

/** How many events make a factor: at least N, or more than N (the red flags say it both ways). */
type Threshold = { atLeast: number; moreThan?: undefined } | { moreThan: number; atLeast?: undefined };

/** Which overdue payments count: of N months or more (a month taken as 30 days), or over N days. */
type OverdueLength = { monthsAtLeast: number; daysOver?: undefined } | { daysOver: number; monthsAtLeast?: undefined };

export interface StopFactorListItem {
  inn?: string;
  name?: string;
  address?: string;
}

/** The rules and the registers they consult: the shape of config/stop-factors.json. */
export interface StopFactorRules {
  rules: Readonly<Record<string, StopFactorRule>>;
  lists: Readonly<Record<string, { title: string; items: readonly StopFactorListItem[] }>>;
}

/** A stop factor found for a company, as the company check returns it (`stop_factors`). */
export interface StopFactor {
  key: string;
  reason: string;
  severity: StopFactorSeverity;
}

function parseDay(value: string | Date): number | null {
  if (value instanceof Date) {
    const time = value.getTime();
    return Number.isNaN(time) ? null : Date.UTC(value.getUTCFullYear(), value.getUTCMonth(), value.getUTCDate());
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** The day `months` calendar months after `day`, clamped to the month's end (31 Aug + 6 = 28/29 Feb). */
function addMonths(day: number, months: number): number {
  const date = new Date(day);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay));
}

/** Lower case, ё as е, punctuation and extra spaces gone: names and addresses compare by their words. */
function normalizeWords(value: string): string {
  return value
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^a-zа-я0-9]+/g, ' ')
    .trim();
}

function normalizeAddress(value: string): string {
  // A postal code in front is not part of what makes an address "mass".
  return normalizeWords(value).replace(/^\d{6} /, '');
}

function listItems(rules: StopFactorRules, list: string): readonly StopFactorListItem[] {
  return rules.lists[list]?.items ?? [];
}

function reaches(count: number, threshold: Threshold): boolean {
  return threshold.moreThan !== undefined ? count > threshold.moreThan : count >= threshold.atLeast;
}

function fires(rule: StopFactorRule, facts: CompanyFacts, rules: StopFactorRules, today: number): boolean {
  switch (rule.kind) {
    case 'stateIn':
      return facts.state !== undefined && rule.params.states.includes(facts.state);
    case 'ageBelowMonths': {
      const registered = facts.registrationDate ? parseDay(facts.registrationDate) : null;
      return registered !== null && addMonths(registered, rule.params.months) > today;
    }
    case 'innInList':
      return listItems(rules, rule.params.list).some((item) => item.inn === facts.inn);
    case 'headInList': {
      const head = facts.head;
      if (!head) return false;
      if (head.disqualified === true) return true;
      const name = head.name ? normalizeWords(head.name) : '';
      return listItems(rules, rule.params.list).some(
        (item) => (item.inn !== undefined && item.inn === head.inn) || (name !== '' && item.name !== undefined && normalizeWords(item.name) === name),
      );
    }
    case 'addressInList': {
      if (!facts.address) return false;
      const address = normalizeAddress(facts.address);
      return listItems(rules, rule.params.list).some((item) => {
        if (!item.address) return false;
        const listed = normalizeAddress(item.address);
        // An office or a room after the building is still the same building.
        return address === listed || address.startsWith(`${listed} `);
      });
    }
    case 'amountAbove': {
      const amount = facts[rule.params.fact];
      return amount !== undefined && amount > rule.params.threshold;
    }
    case 'eventsInWindow': {
      const events = facts[rule.params.fact];
      if (!events) return false;
      const from = addMonths(today, -rule.params.windowMonths);
      const inWindow = events.map((event) => parseDay(event)).filter((day): day is number => day !== null && day > from && day <= today);
      return reaches(inWindow.length, rule.params);
    }
    case 'overduePayments': {
      const payments = facts.overduePayments;
      if (!payments) return false;
      const { monthsAtLeast, daysOver } = rule.params;
      const counted = payments.filter((payment) => (monthsAtLeast !== undefined ? payment.days >= monthsAtLeast * 30 : payment.days > daysOver!));
      return reaches(counted.length, { atLeast: 1, ...rule.params } as Threshold);
    }
  }
}

/** Puts the rule's parameters into its reason: '{threshold}' becomes '300 000'. */
export function reasonOf(rule: StopFactorRule): string {
  const values = Object.fromEntries(
    Object.entries(rule.params).map(([name, value]) => [name, typeof value === 'number' ? formatNumber(value) : value]),
  );
  return fillTemplate(rule.reason, values);
}

/**
 * Evaluates every stop-factor rule against a company's facts.
 * @param facts what the registers say about the company; absent facts are not judged
 * @param rules config/stop-factors.json
 * @param today the day of the check (a Date or YYYY-MM-DD)
 * @returns the factors that fired, blocking ones first, each with its Russian reason
 */
export function evaluateStopFactors(facts: CompanyFacts, rules: StopFactorRules, today: Date | string): StopFactor[] {
  const day = parseDay(today);
  if (day === null) throw new RangeError(`Invalid check date: ${String(today)}`);
  const fired = new Set(Object.keys(rules.rules).filter((key) => fires(rules.rules[key]!, facts, rules, day)));
  const result: StopFactor[] = [];
  for (const key of fired) {
    const rule = rules.rules[key]!;
    if (rule.suppressedBy !== undefined && fired.has(rule.suppressedBy)) continue;
    result.push({ key, reason: reasonOf(rule), severity: rule.severity });
  }
  // Stable sort: blocking factors first, the config's order within each severity.
  return result.sort((a, b) => Number(a.severity === 'warn') - Number(b.severity === 'warn'));
}
