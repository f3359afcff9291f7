import { guaranteeFindings } from '../../domain/guarantee/guaranteeFindings';
import { stepFacts } from '../../domain/steps/stepFacts';
import { validateStep } from '../../domain/steps/validateStep';
import { visibleSteps } from '../../domain/steps/visibleSteps';
import type { Executor } from '../db/schema';
import { banksOf, contextOf, readFormColumns } from '../requestForm/formState';
import { carriesContext, withContext } from '../requestForm/stepPayload';
import { readStepRows } from '../requestForm/stepRows';
import { moscowToday } from '../requestForm/stepSaving';
import type { SendingRequest } from './sendingRequest';

const isoDay = (date: Date): string =>
  `${String(date.getFullYear()).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * What the saved steps say wrong today, one Russian line per step («шаг «Параметры гарантии»: …»): a
 * step whose rules read other steps (the context: the purchase, the other step's shares) is judged
 * again as the request stands now, and the guarantee is checked against its purchase with today's
 * date (its end must not have passed while the request waited). A step saved valid and made wrong by
 * a later change of another step is caught here even if it still carries its ✓.
 */
export async function wrongData(db: Executor, request: SendingRequest, bankUuids: readonly string[], now: Date = new Date()): Promise<string[]> {
  const columns = await readFormColumns(db, request.id);
  const rows = await readStepRows(db, request.id);
  const banks = banksOf([...new Set([...columns.selected_banks, ...bankUuids])]);
  const context = contextOf({ ...request, ...columns }, rows, banks);
  const problems: string[] = [];
  for (const step of visibleSteps(stepFacts(context))) {
    const row = rows.get(step.name);
    if (!row || step.final === true || !carriesContext(step.schema)) continue;
    const messages = validateStep(step.schema, withContext(step.schema, row.data, context)).map((error) => error.message);
    if (step.name === 'guaranty-detail-info') {
      for (const finding of guaranteeFindings(row.data, context.purchase, isoDay(moscowToday(now)))) {
        if (finding.severity === 'error' && !messages.includes(finding.message)) messages.push(finding.message);
      }
    }
    if (messages.length > 0) problems.push(`шаг «${step.title}»: ${messages.join('; ')}`);
  }
  return problems;
}
