import { BfoRegisterError, type BfoLookup, type BfoRegister } from './BfoRegister';
import { buildFinanceReport, type ValuesByYear } from './financeReport';
import { financeLines, type FinanceLinesConfig } from './financeLines';
import { financeTexts } from './texts';

export interface HttpBfoRegisterOptions {
  /** Address of the register, e.g. https://bo.nalog.gov.ru */
  baseUrl: string;
  /** Time allowed for each call to the register, ms. */
  timeoutMs: number;
  fetch?: typeof fetch;
  lines?: FinanceLinesConfig;
}

interface Organization {
  id: number;
  inn: string;
}

type FormBlock = Record<string, unknown>;

interface Correction {
  correctionVersion?: number;
  balance?: FormBlock | null;
  financialResult?: FormBlock | null;
}

interface Statement {
  period: string | number;
  actualCorrectionNumber?: number | null;
  typeCorrections?: { correction?: Correction | null }[] | null;
}

// The register names values by period and line code: current1600, previous1600, beforePrevious1600.
const valueKey = /^(current|previous|beforePrevious)(\d{4})$/;
const yearsBack: Readonly<Record<string, number>> = { current: 0, previous: 1, beforePrevious: 2 };

/** The search marks the matched part of a field with <strong>; the INN compares without it. */
function plain(text: unknown): string {
  return String(text ?? '').replace(/<\/?strong>/g, '');
}

/** The correction in force: the one the register calls actual, else the latest version. */
function actualCorrection(statement: Statement): Correction | null {
  const corrections = (statement.typeCorrections ?? []).map((entry) => entry.correction).filter((c): c is Correction => Boolean(c));
  const actual = corrections.find((c) => c.correctionVersion === (statement.actualCorrectionNumber ?? 0));
  return actual ?? corrections.sort((a, b) => (b.correctionVersion ?? 0) - (a.correctionVersion ?? 0))[0] ?? null;
}

/**
 * The register of accounting statements over HTTP, as its site asks it: the organisation by INN
 * (`/advanced-search/organizations/search`), then its statements by year with the values of each form
 * (`/nbo/organizations/{id}/bfo/`). Values come in thousands of rubles, as in the statements.
 */
export function httpBfoRegister(options: HttpBfoRegisterOptions): BfoRegister {
  const fetchFn = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');
  const config = options.lines ?? financeLines;
  const notFound: BfoLookup = { state: 'not_found', hint: financeTexts.bfoNotFound };

  const json = async <T>(path: string): Promise<T | null> => {
    let response: Response;
    try {
      response = await fetchFn(`${base}${path}`, { signal: AbortSignal.timeout(options.timeoutMs), headers: { accept: 'application/json' } });
    } catch (error) {
      throw new BfoRegisterError(financeTexts.bfoUnavailable, { cause: error });
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new BfoRegisterError(financeTexts.bfoUnavailable, { cause: new Error(`HTTP ${response.status} on ${path}`) });
    try {
      return (await response.json()) as T;
    } catch (error) {
      throw new BfoRegisterError(financeTexts.bfoUnavailable, { cause: error });
    }
  };

  return {
    async findReport(inn: string, year?: number): Promise<BfoLookup> {
      if (!/^\d{10}(\d{2})?$/.test(inn)) return notFound;
      const found = await json<{ content?: Organization[] }>(`/advanced-search/organizations/search?query=${inn}&page=0`);
      const organization = found?.content?.find((candidate) => plain(candidate.inn) === inn);
      if (!organization) return notFound;
      const statements = (await json<Statement[]>(`/nbo/organizations/${organization.id}/bfo/`)) ?? [];
      if (!Array.isArray(statements)) throw new BfoRegisterError(financeTexts.bfoUnavailable, { cause: new Error('statements are not a list') });
      const years = statements.map((statement) => Number(statement.period)).filter((value) => Number.isInteger(value));
      const wanted = year ?? Math.max(...years);
      const statement = statements.find((candidate) => Number(candidate.period) === wanted);
      const correction = statement ? actualCorrection(statement) : null;
      if (!correction) return notFound;

      const values: ValuesByYear = new Map();
      const unknown = new Set<string>();
      for (const block of [correction.balance, correction.financialResult]) {
        for (const [key, raw] of Object.entries(block ?? {})) {
          const match = valueKey.exec(key);
          if (!match || raw === null || raw === undefined || raw === '') continue;
          const code = match[2]!;
          const line = config.lines[code];
          const value = Number(raw);
          if (!line) {
            unknown.add(code);
            continue;
          }
          if (!Number.isFinite(value)) throw new BfoRegisterError(financeTexts.bfoUnavailable, { cause: new Error(`${key} = ${String(raw)}`) });
          const byYear = values.get(code) ?? new Map<number, number>();
          byYear.set(wanted - yearsBack[match[1]!]!, line.expense ? Math.abs(value) : value);
          values.set(code, byYear);
        }
      }
      const warnings = unknown.size > 0 ? [financeTexts.unknownCodes([...unknown].sort())] : [];
      const report = buildFinanceReport(values, 'bfo_register', warnings, config);
      report.company = { inn };
      return { state: 'found', report };
    },
  };
}
