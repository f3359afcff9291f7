import { BfoRegisterError, type BfoLookup, type BfoRegister } from './BfoRegister';
import { financeTexts } from './texts';

export interface HttpBfoRegisterOptions {
  /** Address of the register, e.g. https://bo.nalog.ru */
  baseUrl: string;
  /** Time allowed for each call to the register, ms. */
  timeoutMs: number;
  /** Largest statement file accepted from the register, bytes. */
  maxBytes?: number;
  fetch?: typeof fetch;
}

interface Organization {
  id: number;
  inn: string;
}

interface Statement {
  id: number;
  period: string;
}

/**
 * The register of accounting statements over HTTP, in the three steps its site takes: find the
 * organisation by INN, list its statements by year, download one as xlsx.
 */
export function httpBfoRegister(options: HttpBfoRegisterOptions): BfoRegister {
  const fetchFn = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');
  const maxBytes = options.maxBytes ?? 10 * 1_048_576;

  const call = async (path: string): Promise<Response | null> => {
    let response: Response;
    try {
      response = await fetchFn(`${base}${path}`, {
        signal: AbortSignal.timeout(options.timeoutMs),
        headers: { accept: 'application/json, application/octet-stream' },
      });
    } catch (error) {
      throw new BfoRegisterError(financeTexts.bfoUnavailable, { cause: error });
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new BfoRegisterError(financeTexts.bfoUnavailable, { cause: new Error(`HTTP ${response.status} on ${path}`) });
    return response;
  };

  const json = async <T>(path: string): Promise<T | null> => {
    const response = await call(path);
    if (!response) return null;
    try {
      return (await response.json()) as T;
    } catch (error) {
      throw new BfoRegisterError(financeTexts.bfoUnavailable, { cause: error });
    }
  };

  const notFound: BfoLookup = { state: 'not_found', hint: financeTexts.bfoNotFound };

  return {
    async findReport(inn: string, year?: number): Promise<BfoLookup> {
      const found = await json<{ content?: Organization[] }>(`/advanced-search/organizations/search?query=${encodeURIComponent(inn)}&page=0`);
      const organization = found?.content?.find((candidate) => candidate.inn === inn);
      if (!organization) return notFound;
      const statements = (await json<Statement[]>(`/nbo/organizations/${organization.id}/bfo/`)) ?? [];
      const years = statements.map((statement) => Number(statement.period)).filter((value) => Number.isInteger(value));
      const wanted = year ?? Math.max(...years);
      if (!years.includes(wanted)) return notFound;
      const response = await call(
        `/download/bfo/${organization.id}?auditReport=false&balance=true&capitalChange=false&clarification=false&targetedFundsUsing=false&correctionNumber=0&financialResult=true&fundsMovement=false&type=XLSX&period=${wanted}`,
      );
      if (!response) return notFound;
      const declared = Number(response.headers.get('content-length') ?? 0);
      if (declared > maxBytes) throw new BfoRegisterError(financeTexts.bfoUnavailable, { cause: new Error(`statement of ${declared} bytes`) });
      let bytes: Buffer;
      try {
        bytes = Buffer.from(await response.arrayBuffer());
      } catch (error) {
        throw new BfoRegisterError(financeTexts.bfoUnavailable, { cause: error });
      }
      if (bytes.length > maxBytes) throw new BfoRegisterError(financeTexts.bfoUnavailable, { cause: new Error(`statement of ${bytes.length} bytes`) });
      return {
        state: 'found',
        file: { bytes, fileName: `${inn}_${wanted}.xlsx`, mime: response.headers.get('content-type') ?? 'application/octet-stream' },
      };
    },
  };
}
