import { Empty, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import type { BanksStore } from '../../../runtime/banks/BanksStore';
import type { RequestSummary } from '../../../runtime/sidebar/RequestSummaryStore';
import { tagColour } from '../../pages/request/banks/texts';
import { sidebarUiTexts } from '../texts';

const t = sidebarUiTexts.request;

interface BankLine {
  bankUuid: string;
  name: string;
  label: string;
  colour: string;
  sent: boolean;
}

/** The request's banks as the banks store has them, or as the list row had them until it loads. */
function linesOf(banks: BanksStore, summary: RequestSummary | null): BankLine[] {
  if (banks.loaded) {
    return banks.subrequests.map((sub) => ({
      bankUuid: sub.bank_uuid,
      name: sub.middle_name || sub.bank_name,
      label: sub.draft_status?.label ?? sub.status_label,
      colour: sub.draft_status?.colour ?? sub.status_colour,
      sent: sub.group !== 'not-sent',
    }));
  }
  return (summary?.banks ?? []).map((bank) => ({
    bankUuid: bank.bank_uuid,
    name: bank.middle_name || bank.bank_name,
    label: bank.label,
    colour: bank.colour,
    sent: bank.group !== 'not-sent',
  }));
}

/** The request's banks in two groups, not sent and sent, each a line with its status; a click opens the bank's tab. */
export const RequestBanksList = observer(function RequestBanksList({
  banks,
  summary,
  onOpen,
}: {
  banks: BanksStore;
  summary: RequestSummary | null;
  onOpen(bankUuid: string): void;
}) {
  const lines = linesOf(banks, summary);
  if (lines.length === 0) return banks.loaded ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noBanks} /> : null;
  const groups = [
    { key: 'not-sent', title: t.notSent, items: lines.filter((line) => !line.sent) },
    { key: 'sent', title: t.sent, items: lines.filter((line) => line.sent) },
  ].filter((group) => group.items.length > 0);
  return (
    <div className="side-banks">
      {groups.map((group) => (
        <section key={group.key} className="side-banks-group" aria-label={group.title}>
          <Typography.Text type="secondary" className="side-banks-title">
            {`${group.title} · ${group.items.length}`}
          </Typography.Text>
          <ul className="side-banks-list">
            {group.items.map((line) => (
              <li key={line.bankUuid}>
                <button type="button" className="side-bank-line" data-bank={line.bankUuid} onClick={() => onOpen(line.bankUuid)}>
                  <span className="side-bank-name">{line.name}</span>
                  <Tag color={tagColour(line.colour)}>{line.label}</Tag>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
});
