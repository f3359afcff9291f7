import { makeAutoObservable, runInAction } from 'mobx';
import type { RequestFormApi } from '../../api';
import type { RequestFormStore } from './RequestFormStore';
import { requestFormTexts } from './texts';

type Data = Record<string, unknown>;

const sources = new Set(['fns_xml', 'girbo_xlsx', 'bfo_register']);

/**
 * The parsed statements (POST /v2/questionnaire/read/finance/parsebb: `periods` [{code, year, date}],
 * `lines` {code: {period: value}}) as the finance report of the step: each period with its date and lines.
 */
export function reportFromParsed(parsed: Data, current: Data = {}): Data {
  const report: Data = { ...current };
  if (typeof parsed.source === 'string' && sources.has(parsed.source)) report.source = parsed.source;
  const lines = (parsed.lines ?? {}) as Record<string, Record<string, unknown>>;
  for (const period of (parsed.periods ?? []) as { code?: unknown; year?: unknown; date?: unknown }[]) {
    if (typeof period.code !== 'string') continue;
    const values: Record<string, number> = {};
    for (const [code, byPeriod] of Object.entries(lines)) {
      const value = byPeriod[period.code];
      if (typeof value === 'number' && Number.isFinite(value)) values[code] = value;
    }
    report[period.code] = {
      ...(typeof period.year === 'number' ? { year: period.year } : {}),
      ...(typeof period.date === 'string' ? { date: period.date } : {}),
      lines: values,
    };
  }
  return report;
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
        this.form.edit('finance', { ...data, report: reportFromParsed(parsed, current) });
        this.hint = typeof parsed.hint === 'string' && parsed.hint !== '' ? parsed.hint : null;
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
