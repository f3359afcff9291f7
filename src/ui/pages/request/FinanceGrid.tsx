import { Checkbox, InputNumber, Table, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import type { FinancePeriod } from '../../../domain/banks';
import { periodLabel } from '../../../domain/finance/texts';
import { financeGroups, type FinanceRow } from '../../../runtime/requestForm/financeRows';
import type { RequestFormStore } from '../../../runtime/requestForm/RequestFormStore';
import { requestTexts } from './texts';

const t = requestTexts.finance;
type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One cell: the value of a line in a period, in thousands of roubles. */
const Cell = observer(function Cell({ form, period, code, label }: { form: RequestFormStore; period: FinancePeriod; code: string; label: string }) {
  const report = form.dataOf('finance').report;
  const periodData = isObject(report) && isObject(report[period]) ? report[period] : {};
  const lines = isObject(periodData.lines) ? periodData.lines : {};
  const value = typeof lines[code] === 'number' ? lines[code] : null;
  return (
    <InputNumber
      aria-label={label}
      value={value}
      disabled={form.readonly}
      style={{ width: '100%' }}
      onChange={(next) => form.setFinanceValue(period, code, typeof next === 'number' ? next : null)}
    />
  );
});

/**
 * The finance step as a grid (spec-1 §3 Finance report): the lines of config/finance-lines.json by
 * group, one column per period shown (the first, and each a selected bank requires), the year of each
 * period, and the confirmation that the data equals what was filed with the tax office.
 */
export const FinanceGrid = observer(function FinanceGrid({ form }: { form: RequestFormStore }) {
  const periods = form.financePeriods;
  const data = form.dataOf('finance');
  const report = isObject(data.report) ? data.report : {};
  const yearOf = (period: FinancePeriod): number | null => {
    const entry = report[period];
    return isObject(entry) && typeof entry.year === 'number' ? entry.year : null;
  };
  const columns = [
    { title: t.line, key: 'line', render: (row: FinanceRow) => (row.total ? <strong>{`${row.code} ${row.name}`}</strong> : `${row.code} ${row.name}`) },
    ...periods.map((period) => ({
      title: (
        <div className="request-finance-head">
          <span>{periodLabel(period, yearOf(period))}</span>
          <InputNumber
            aria-label={`${t.year}: ${periodLabel(period)}`}
            placeholder={t.year}
            value={yearOf(period)}
            min={2000}
            max={2100}
            disabled={form.readonly}
            onChange={(next) => form.setFinanceYear(period, typeof next === 'number' ? next : null)}
          />
        </div>
      ),
      key: period,
      width: 180,
      render: (row: FinanceRow) => <Cell form={form} period={period} code={row.code} label={`${row.code} ${periodLabel(period)}`} />,
    })),
  ];
  return (
    <div className="request-finance">
      <Typography.Paragraph type="secondary">{t.unit}</Typography.Paragraph>
      {financeGroups.map((group) => (
        <Table<FinanceRow>
          key={group.name}
          size="small"
          title={() => <strong>{group.name}</strong>}
          rowKey="code"
          pagination={false}
          dataSource={[...group.rows]}
          columns={columns}
          scroll={{ x: true }}
        />
      ))}
      <Checkbox
        checked={data.bo_like_for_ifns === true}
        disabled={form.readonly}
        onChange={(event) => form.edit('finance', { ...data, bo_like_for_ifns: event.target.checked })}
      >
        {t.confirm}
      </Checkbox>
    </div>
  );
});
