import { makeAutoObservable, runInAction } from 'mobx';
import type { RequestFormApi } from '../../api';
import type { RequestFormStore } from './RequestFormStore';
import { periodLabel } from '../../domain/finance/texts';
import { requestFormTexts } from './texts';

type Data = Record<string, unknown>;

const sources = new Set(['fns_xml', 'girbo_xlsx', 'bfo_register']);

/**
 * The parsed statements (POST /v2/questionnaire/read/finance/parsebb: `periods` [{code, year, date}],
 * `lines` {code: {period: value}}) as the finance report of the step: each period with its date and lines.
 * Given the calendar (what each period stands for today), a parsed period goes to the period of the same
 * reporting date — a file's latest year is the report's «2025 год», whatever the file numbers it — and
 * a date the calendar has no period for is left out (`skipped` names it).
 */
export function reportFromParsed(
  parsed: Data,
  current: Data = {},
  calendar?: readonly { readonly period: string; readonly date: string }[],
): Data {
  return importParsed(parsed, current, calendar).report;
}

/** `reportFromParsed` and the names of the parsed dates that found no period. */
export function importParsed(
  parsed: Data,
  current: Data = {},
  calendar?: readonly { readonly period: string; readonly date: string }[],
): { report: Data; skipped: string[] } {
  const report: Data = { ...current };
  const skipped: string[] = [];
  if (typeof parsed.source === 'string' && sources.has(parsed.source)) report.source = parsed.source;
  const lines = (parsed.lines ?? {}) as Record<string, Record<string, unknown>>;
  for (const period of (parsed.periods ?? []) as { code?: unknown; year?: unknown; date?: unknown }[]) {
    if (typeof period.code !== 'string') continue;
    const code = period.code;
    const target = calendar === undefined ? code : calendar.find((entry) => entry.date === period.date)?.period;
    if (target === undefined) {
      skipped.push(periodLabel(code, typeof period.year === 'number' ? period.year : null, typeof period.date === 'string' ? period.date : null));
      continue;
    }
    const values: Record<string, number> = {};
    for (const [line, byPeriod] of Object.entries(lines)) {
      const value = byPeriod[code];
      if (typeof value === 'number' && Number.isFinite(value)) values[line] = value;
    }
    report[target] = {
      ...(typeof period.year === 'number' ? { year: period.year } : {}),
      ...(typeof period.date === 'string' ? { date: period.date } : {}),
      lines: values,
    };
  }
  return { report, skipped };
}

/** «Загрузить отчётность ФНС»: one file parsed by the server and put into the finance step. */
export class FinanceImportStore {
  pending = false;
  error: string | null = null;
  hint: string | null = null;
  private readonly form: RequestFormStore;
  private readonly api: RequestFormApi;

  constructor(form: RequestFormStore, api: RequestFormApi) {
    this.form = form;
    this.api = api;
    makeAutoObservable<this, 'form' | 'api'>(this, { form: false, api: false });
  }

  async import(file: Blob, name: string): Promise<boolean> {
    this.pending = true;
    this.error = null;
    this.hint = null;
    try {
      const parsed = await this.api.parseFinance(file, name, this.form.root?.inn, this.form.root?.name);
      runInAction(() => {
        const data = this.form.dataOf('finance');
        const current = (data.report ?? {}) as Data;
        const { report, skipped } = importParsed(parsed, current, this.form.reportingPeriods);
        this.form.edit('finance', { ...data, report });
        const hints = [typeof parsed.hint === 'string' && parsed.hint !== '' ? parsed.hint : null, skipped.length > 0 ? requestFormTexts.financeDatesSkipped(skipped) : null];
        this.hint = hints.filter((hint) => hint !== null).join(' ') || null;
      });
      return true;
    } catch (failure) {
      runInAction(() => {
        this.error = failure instanceof Error && failure.message !== 'Ошибка' ? failure.message : requestFormTexts.financeParseFailed;
      });
      return false;
    } finally {
      runInAction(() => {
        this.pending = false;
      });
    }
  }
}
