import { Tag } from 'antd';
import type { BankStanding, BankStandingKind } from '../../../domain/bankCatalogue/bankStanding';

const colours: Readonly<Record<BankStandingKind, string>> = {
  signed: 'green',
  covered: 'green',
  agreementSigned: 'green',
  accessionDue: 'gold',
  agreementDue: 'red',
  closed: 'red',
  archive: 'default',
  unknown: 'default',
};

/** The organisation's standing with a bank as a coloured tag; the detail is its tooltip text. */
export function StandingTag({ standing }: { standing: BankStanding }) {
  return (
    <Tag color={colours[standing.kind]} title={standing.detail} data-standing={standing.kind} style={{ marginInlineEnd: 0 }}>
      {standing.label}
    </Tag>
  );
}
