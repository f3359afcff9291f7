import { computed } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useMemo, type KeyboardEvent, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../domain/format/formatDate';
import { formatMoney } from '../../../domain/format/formatMoney';
import type { RequestListRow } from '../../../domain/requestList/describeListRow';
import { useStores } from '../../app/StoresContext';
import { unreadCountOf } from '../../../domain/chat/unreadCountOf';
import { UnreadBadge } from '../../chat/UnreadBadge';
import { guaranteeTypeText, lawText, requestListTexts as t } from './texts';

export interface RequestRowProps {
  row: RequestListRow;
  /** Below 768 px the row is a card. */
  mobile: boolean;
  /** The address of the request form. */
  formPath: string;
  onOpen(requestId: number, bankUuid?: string): void;
}

/** A status label in its colour from config (red, green, blue, orange, black, greys). */
function StatusChip({ label, colour, className }: { label: string; colour: string; className?: string }) {
  return <span className={`status-chip status-chip--${colour}${className ? ` ${className}` : ''}`}>{label}</span>;
}

function sumText(sum: string | null): string | null {
  if (sum === null) return null;
  const value = Number(sum);
  return Number.isFinite(value) ? formatMoney(value, '₽') : null;
}

/**
 * Whether the side panel shows this request, as the sidebar store has it: the highlight comes in the
 * render that opens the panel, not with the list route's later re-render of the address. One computed
 * a row, so a new panel re-renders the two rows whose answer changed and not the page.
 */
function useSelected(requestId: number): boolean {
  const { sidebar } = useStores();
  const selected = useMemo(() => computed(() => sidebar.requestNumber === requestId), [sidebar, requestId]);
  return selected.get();
}

/**
 * One request of the list: plain elements rather than a table cell per field, so a page of a hundred
 * rows renders in a frame. Clicking the row opens its details; a bank chip opens that bank.
 */
export const RequestRow = observer(function RequestRow({ row, mobile, formPath, onOpen }: RequestRowProps) {
  const selected = useSelected(row.id);
  const law = lawText(row.law);
  const type = guaranteeTypeText(row.guarantee_type);
  const sum = sumText(row.sum);
  const term = row.date_from || row.date_to ? `${formatDate(row.date_from)} — ${formatDate(row.date_to)}` : null;
  const open = () => onOpen(row.id);
  const keyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) open();
  };
  const bankClick = (bankUuid: string) => (event: MouseEvent) => {
    event.stopPropagation();
    onOpen(row.id, bankUuid);
  };
  return (
    <div
      className={`request-row${mobile ? ' request-row--card' : ''}${selected ? ' request-row--selected' : ''}`}
      data-request-id={row.id}
      role="button"
      tabIndex={0}
      aria-label={t.request(row.id)}
      onClick={open}
      onKeyDown={keyDown}
    >
      <div className="request-row-head">
        <Link to={formPath} className="request-row-number" title={t.openForm} onClick={(event) => event.stopPropagation()}>
          № {row.id}
        </Link>
        <StatusChip label={row.combined_status.label} colour={row.combined_status.colour} className="request-row-status" />
        <UnreadBadge count={unreadCountOf(row)} />
      </div>
      <div className="request-row-client">
        <div className="request-row-name" title={row.name}>
          {row.name}
        </div>
        <div className="muted">
          {t.inn} {row.inn}
        </div>
      </div>
      <div className="request-row-tender">
        {row.tender_number ? (
          <div title={t.tender}>
            {row.tender_number}
            {row.tender_lot_number !== null ? ` / ${row.tender_lot_number}` : ''}
          </div>
        ) : (
          <div className="muted">{t.noTender}</div>
        )}
        {law ? <div className="muted">{law}</div> : null}
      </div>
      <div className="request-row-guarantee">
        {type || sum ? (
          <>
            {type ? <div>{type}</div> : null}
            {sum ? <div className="request-row-sum">{sum}</div> : null}
          </>
        ) : (
          <div className="muted">{t.noGuarantee}</div>
        )}
      </div>
      <div className="request-row-dates muted">
        {term ? <div title={t.term}>{term}</div> : null}
        <div>
          {t.updated} {formatDate(row.updated_at)}
        </div>
        {row.manager ? (
          <div>
            {t.manager}: {row.manager.name}
          </div>
        ) : null}
      </div>
      <div className="request-row-banks">
        {row.banks.length === 0 ? <span className="muted">{t.noBanks}</span> : null}
        {row.banks.map((bank) => (
          <button
            key={bank.bank_uuid}
            type="button"
            className={`request-row-bank status-chip--${bank.colour}`}
            data-bank={bank.bank_uuid}
            title={t.bankTitle(bank.bank_name, bank.label)}
            onClick={bankClick(bank.bank_uuid)}
          >
            <span className="request-row-bank-name">{bank.middle_name || bank.bank_name}</span>
            <span className="request-row-bank-status">{bank.label}</span>
          </button>
        ))}
      </div>
    </div>
  );
});
