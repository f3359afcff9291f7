import { describe, expect, it } from 'vitest';
import { banksConfig } from '../../../src/domain/banks';
import { describeListRow } from '../../../src/domain/requestList/describeListRow';
import { listStatusLook } from '../../../src/domain/requestList/listStatusLook';
import { shippedStatusTable } from '../../../src/domain/statusTable';
import type { RequestListRowWire } from '../../../src/domain/wire/requestListWire';

const bank = banksConfig.banks[1]!;

const row: RequestListRowWire = {
  id: 7,
  uuid: 'r-7',
  name: 'ООО «Ромашка»',
  inn: '7707083893',
  kpp: null,
  is_ip: false,
  tender_number: null,
  tender_lot_number: null,
  law: 1,
  guarantee_type: null,
  sum: null,
  date_from: null,
  date_to: null,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-21T10:00:00Z',
  readonly: false,
  actor: 'agent',
  manager: null,
  combined_status: { status: 'Draft', label: 'Черновик', colour: 'grey', revocable: false, editable: true },
  banks: [
    { bank_uuid: bank.uuid, status: 'DraftCanBeSent', sub_status: 'draft', commission: null },
    { bank_uuid: 'a0000000-0000-4000-8000-00000000000f', status: 'Offer', sub_status: 'offer', commission: '15000.00' },
  ],
};

describe('listStatusLook', () => {
  it.each([
    // key, label, colour, group: editing-stage statuses by draft-statuses.json, the rest by statuses.json
    ['DraftCanBeSent', 'Готово к отправке', 'green', 'not-sent'],
    ['DraftAgreementRequired', 'Подтвердите согласие', 'orange', 'not-sent'],
    ['Offer', 'Предложение', 'green', 'sent'],
    ['OnDemand', 'Запрос', 'orange', 'sent'],
    ['NoSuchStatus', 'NoSuchStatus', 'grey', shippedStatusTable.statuses.get(shippedStatusTable.configs.statuses.fallbackStatus)!.group],
  ])('%s looks as %s in %s, counted in %s', (status, label, colour, group) => {
    expect(listStatusLook(status)).toEqual({ label, colour, group });
  });

  it('reads every status of config as the config gives it', () => {
    for (const [status, definition] of shippedStatusTable.statuses) {
      expect(listStatusLook(status)).toEqual({ label: definition.label, colour: definition.colour, group: definition.group });
    }
    for (const [status, definition] of shippedStatusTable.draftStatuses) {
      expect(listStatusLook(status)).toMatchObject({ label: definition.label, colour: definition.colour });
    }
  });
});

describe('describeListRow', () => {
  it('gives each bank its names from config and its look from the status tables, keeping the wire', () => {
    const described = describeListRow(row, banksConfig.banks);
    expect(described.banks[0]).toEqual({
      ...row.banks[0],
      bank_name: bank.bank_name,
      middle_name: bank.middle_name,
      label: 'Готово к отправке',
      colour: 'green',
      group: 'not-sent',
    });
    expect(described.combined_status).toBe(row.combined_status);
  });

  it('names a bank config does not know by its uuid rather than by nothing', () => {
    const described = describeListRow(row, banksConfig.banks);
    expect(described.banks[1]).toMatchObject({ bank_name: 'a0000000-0000-4000-8000-00000000000f', middle_name: '', label: 'Предложение', commission: '15000.00' });
  });
});
