import type { ErrorObject, FuncKeywordDefinition, SchemaValidateFunction } from 'ajv';
import type { DataValidationCxt } from 'ajv/dist/types';
import { tariffOverlaps } from '../../src/domain/revisions/tariffOverlaps';
import type { TariffRow } from '../../src/domain/revisions/tariffTable';
import { isObject } from './jsonFiles';

type PeriodRow = Pick<TariffRow, 'bank' | 'guarantee_type' | 'from' | 'to'>;

const isPeriodRow = (row: unknown): row is PeriodRow =>
  isObject(row) &&
  (row.bank === null || typeof row.bank === 'string') &&
  (row.guarantee_type === null || typeof row.guarantee_type === 'string') &&
  typeof row.from === 'string' &&
  (row.to === undefined || typeof row.to === 'string');

const period = (row: PeriodRow): string => `с ${row.from} ${row.to === undefined ? 'бессрочно' : `по ${row.to}`}`;
const whose = (row: PeriodRow): string => `банк ${row.bank ?? 'любой'}, вид ${row.guarantee_type ?? 'любой'}`;

/**
 * The checker-only keyword `tariffPeriods: true` on the rates of config/tariffs.json: a period must not end
 * before it starts, two rows of the same bank and guarantee type must not share a day (the table would
 * give one deal two rates), and an open-ended default row (any bank, any type) must exist, so a bank added
 * to config/banks.json later still has a rate. Beyond JSON Schema, as uniqueBy is; the overlap rule itself
 * is the domain's.
 */
export function tariffPeriodsKeyword(): FuncKeywordDefinition {
  const validate: SchemaValidateFunction = (_schema: boolean, data: unknown, _parent?: unknown, dataCxt?: DataValidationCxt): boolean => {
    const at = dataCxt?.instancePath ?? '';
    const errors: Partial<ErrorObject>[] = [];
    const rows = Array.isArray(data) ? data : [];
    // Rows of a wrong shape get their own errors from the item schema; leave them out of this rule.
    const indexed = rows.flatMap((row: unknown, index) => (isPeriodRow(row) ? [{ row, index }] : []));
    for (const { row, index } of indexed) {
      if (row.to !== undefined && row.to < row.from) {
        errors.push({ keyword: 'tariffPeriods', instancePath: `${at}/${index}/to`, params: {}, message: `период кончается (${row.to}) раньше, чем начинается (${row.from})` });
      }
    }
    for (const { first, second } of tariffOverlaps(indexed.map(({ row }) => row))) {
      const a = indexed[first];
      const b = indexed[second];
      if (!a || !b) continue;
      errors.push({
        keyword: 'tariffPeriods',
        instancePath: `${at}/${b.index}`,
        params: { first: a.index },
        message: `период пересекается со строкой ${at}/${a.index} того же банка и вида гарантии (${whose(b.row)}): здесь ${period(b.row)}, там ${period(a.row)} — у сделки было бы две ставки`,
      });
    }
    if (Array.isArray(data) && !indexed.some(({ row }) => row.bank === null && row.guarantee_type === null && row.to === undefined)) {
      errors.push({ keyword: 'tariffPeriods', instancePath: at, params: {}, message: 'нет бессрочной строки по умолчанию (bank и guarantee_type — null, без «to»): банку без своей строки не найдётся ставки' });
    }
    validate.errors = errors;
    return errors.length === 0;
  };
  return { keyword: 'tariffPeriods', type: 'array', errors: true, metaSchema: { const: true }, validate };
}
