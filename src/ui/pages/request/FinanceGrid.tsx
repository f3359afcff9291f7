import { Checkbox, InputNumber, Radio, Table, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { FinancePeriod } from '../../../domain/banks';
import { financeGroups, type FinanceRow } from '../../../runtime/requestForm/financeRows';
import type { FinanceColumn, RequestFormStore } from '../../../runtime/requestForm/RequestFormStore';
import { useIsMobile } from '../../app/useIsMobile';
import { requestTexts } from './texts';

const t = requestTexts.finance;
type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The accessible name of a cell: the line and the period by its reporting date («2110 9 месяцев 2026»). */
const cellLabel = (code: string, column: FinanceColumn): string => `${code} ${column.label}`;

/** One cell: the value of a line in a period, in thousands of roubles. */
const Cell = observer(function Cell({ form, period, code, label }: { form: RequestFormStore; period: FinancePeriod; code: string; label: string }) {
  const report = form.dataOf('finance').report;
  const periodData = isObject(report) && isObject(report[period]) ? report[period] : {};
  const lines = isObject(periodData.lines) ? periodData.lines : {};
  const value = typeof lines[code] === 'number' ? lines[code] : null;
  return (
    <InputNumber
      aria-label={label}
      id={`finance-${period}-${code}`}
      value={value}
      disabled={form.readonly}
      // A phone opens its number pad; a minus sign stays typeable for a loss.
      inputMode="decimal"
      className="request-finance-cell"
      onChange={(next) => form.setFinanceValue(period, code, typeof next === 'number' ? next : null)}
    />
  );
});

/** Under a period's name: the banks that need it, and the other date the request holds for it, if any. */
function PeriodNote({ column }: { column: FinanceColumn }) {
  return (
    <>
      {column.banks.length > 0 && (
        <Typography.Text type="secondary" className="request-finance-banks">
          {t.neededBy.replace('{banks}', column.banks.join(', '))}
        </Typography.Text>
      )}
      {column.heldLabel !== null && (
        <Typography.Text type="warning" className="request-finance-banks">
          {t.held.replace('{label}', column.heldLabel)}
        </Typography.Text>
      )}
    </>
  );
}

const lineName = (row: FinanceRow): string => `${row.code} ${row.name}`;

/**
 * On a wide screen: a table per group, the line's name pinned on the left and one column per period;
 * when the periods do not fit, the table scrolls sideways inside itself, never the page.
 */
const FinanceTables = observer(function FinanceTables({ form, columns }: { form: RequestFormStore; columns: readonly FinanceColumn[] }) {
  const tableColumns = [
    {
      title: t.line,
      key: 'line',
      fixed: 'left' as const,
      width: 300,
      render: (row: FinanceRow) => (row.total ? <strong>{lineName(row)}</strong> : lineName(row)),
    },
    ...columns.map((column) => ({
      title: (
        <div className="request-finance-head">
          <span>{column.label}</span>
          <PeriodNote column={column} />
        </div>
      ),
      key: column.period,
      width: 176,
      render: (row: FinanceRow) => <Cell form={form} period={column.period} code={row.code} label={cellLabel(row.code, column)} />,
    })),
  ];
  return financeGroups.map((group) => (
    <Table<FinanceRow>
      key={group.name}
      size="small"
      className="request-finance-table"
      title={() => <strong>{group.name}</strong>}
      rowKey="code"
      pagination={false}
      dataSource={[...group.rows]}
      columns={tableColumns}
      tableLayout="fixed"
      scroll={{ x: 'max-content' }}
    />
  ));
});

/**
 * On a phone: one period at a time, chosen above the lines, each line its name over a full-width field,
 * so that an agent types the figures of one report from top to bottom without scrolling sideways.
 */
const FinanceCards = observer(function FinanceCards({ form, columns }: { form: RequestFormStore; columns: readonly FinanceColumn[] }) {
  const [chosen, setChosen] = useState<FinancePeriod | null>(null);
  const column = columns.find((entry) => entry.period === chosen) ?? columns[0];
  if (!column) return null;
  return (
    <>
      {columns.length > 1 && (
        <Radio.Group
          aria-label={t.period}
          className="request-finance-periods"
          optionType="button"
          value={column.period}
          options={columns.map((entry) => ({ value: entry.period, label: entry.label }))}
          onChange={(event) => setChosen(event.target.value as FinancePeriod)}
        />
      )}
      <div className="request-finance-head">
        <strong>{column.label}</strong>
        <PeriodNote column={column} />
      </div>
      {financeGroups.map((group) => (
        <section key={group.name} className="request-finance-group" aria-label={group.name}>
          <h4>{group.name}</h4>
          {group.rows.map((row) => (
            <div key={row.code} className="request-finance-line">
              <span className={row.total ? 'request-finance-total' : undefined}>{lineName(row)}</span>
              <Cell form={form} period={column.period} code={row.code} label={cellLabel(row.code, column)} />
            </div>
          ))}
        </section>
      ))}
    </>
  );
});

/**
 * The finance step (spec-1 §3 Finance report): the lines of config/finance-lines.json by group, for
 * each period the selected banks need, named by the reporting date it stands for today («9 месяцев
 * 2026», «2025 год») with the banks that need it, and the confirmation that the data equals what was
 * filed with the tax office. A table on a wide screen, one period at a time on a phone.
 */
export const FinanceGrid = observer(function FinanceGrid({ form }: { form: RequestFormStore }) {
  const mobile = useIsMobile();
  const columns = form.financeColumns;
  const data = form.dataOf('finance');
  return (
    <div className="request-finance">
      <Typography.Paragraph type="secondary">{t.unit}</Typography.Paragraph>
      {mobile ? <FinanceCards form={form} columns={columns} /> : <FinanceTables form={form} columns={columns} />}
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
