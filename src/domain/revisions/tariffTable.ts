import tariffsJson from '../../../config/tariffs.json';
import type { GuaranteeType } from '../banks';

/**
 * One row of config/tariffs.json: the agent's share of the bank's commission for a bank (null: any) and a
 * guarantee type (null: any) during a period whose both ends are included (`to` absent: open-ended).
 */
export interface TariffRow {
  readonly bank: string | null;
  readonly guarantee_type: GuaranteeType | null;
  /** YYYY-MM-DD, the first day the rate applies. */
  readonly from: string;
  /** YYYY-MM-DD, the last day the rate applies. */
  readonly to?: string;
  /** Percent of the bank's commission as a decimal string: "30", "27.5". */
  readonly rate_percent: string;
  /** Whether the client's commission above the bank's is the agent's in full. */
  readonly markup_to_agent: boolean;
  /** For the reader of the file: the bank's name, why the row exists. */
  readonly note?: string;
}

/** The shipped tariff table, checked by `npm run check` (schemas/meta/tariffs.schema.json). */
export const tariffRows: readonly TariffRow[] = tariffsJson.rates as readonly TariffRow[];
