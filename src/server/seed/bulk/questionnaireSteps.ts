import contactsWithCustomer from '../../../../schemas/examples/valid/detail-contacts/company-with-customer-contacts.json';
import contacts from '../../../../schemas/examples/valid/detail-contacts/customer-contacts-not-required.json';
import companyFinance from '../../../../schemas/examples/valid/finance/company-two-years.json';
import founders from '../../../../schemas/examples/valid/information-founders/single-member-company.json';
import entrepreneurHead from '../../../../schemas/examples/valid/information-head/entrepreneur-born-abroad.json';
import head from '../../../../schemas/examples/valid/information-head/general-director.json';
import type { BankSettings } from '../../../domain/banks';
import { reportingPeriods } from '../../../domain/finance/reportingPeriods';
import { requiredPeriods } from '../../../domain/finance/requiredPeriods';
import type { StepContext } from '../../../domain/steps/stepContext';
import type { SeededRandom } from './seededRandom';

type Data = Record<string, unknown>;

/** A must-pass example of a step schema without its context: the request's own context goes in instead. */
function withContext(example: Data, context: StepContext): Data {
  const { context: _example, ...rest } = structuredClone(example);
  return { context, ...rest };
}

/**
 * The finance report of a sent request: every period its banks need, dated by the reporting calendar
 * as of `today`, each with the example report's lines scaled a little per period so that the figures
 * differ and the balance still holds (1600 = 1700 at any scale).
 */
function financeStep(random: SeededRandom, banks: readonly BankSettings[], context: StepContext, today: string): Data | null {
  const periods = requiredPeriods(banks).map((requirement) => requirement.period);
  if (periods.length === 0) return null;
  // The company's lines for everyone: an entrepreneur is held to capital and revenue from 350 000 ₽ too.
  const example = companyFinance as Data;
  const exampleReport = example.report as Record<string, { lines: Record<string, number> }>;
  const lines = exampleReport.period1!.lines;
  const calendar = new Map(reportingPeriods(today).map((entry) => [entry.period, entry]));
  const report: Data = { source: 'manual' };
  for (const period of periods) {
    const at = calendar.get(period);
    if (!at) continue;
    const scale = 0.7 + random.next() * 0.6;
    report[period] = { year: at.year, date: at.date, lines: Object.fromEntries(Object.entries(lines).map(([code, value]) => [code, Math.round(value * scale)])) };
  }
  return { context, report, bo_like_for_ifns: true };
}

/**
 * What a request has once it was sent (spec-1 §2: every step checked before sending): the requisites
 * and contacts, the head, the founders of an organisation, and the finance its banks need — each valid
 * for its step's schema with the request's context. The people and figures are the schemas' must-pass
 * examples; only the context and the finance dates are the request's own.
 * @param today the seed's day, YYYY-MM-DD: which reporting dates are the last closed ones
 */
export function questionnaireSteps(random: SeededRandom, isIp: boolean, banks: readonly BankSettings[], context: StepContext, today: string): Record<string, Data> {
  const steps: Record<string, Data> = {
    'detail-contacts': withContext((context.customer_contacts_required ? contactsWithCustomer : contacts) as Data, context),
    'information-head': withContext((isIp ? entrepreneurHead : head) as Data, context),
  };
  if (!isIp) steps['information-founders'] = withContext(founders as Data, context);
  const finance = financeStep(random, banks, context, today);
  if (finance) steps.finance = finance;
  return steps;
}
