import type { Selectable } from 'kysely';
import { isUuid } from '../../domain/isUuid';
import { banksConfig } from '../../domain/banks';
import type { ActLineWire, ActTotalsWire, InvoiceWire, RevisionActWire } from '../../domain/wire/revisionWire';
import type { Executor, RevisionActTable } from '../db/schema';
import { signatureInfo } from '../signing/signatureWire';
import { fileLink } from '../storage/storedFiles';

export type ActRow = Selectable<RevisionActTable>;

/** The act's totals as stored at forming. */
export function totalsOf(act: Pick<ActRow, 'lines' | 'reward_kopecks' | 'nds_label' | 'nds_kopecks' | 'total_kopecks'>): ActTotalsWire {
  return {
    lines: act.lines,
    reward_kopecks: Number(act.reward_kopecks),
    nds_label: act.nds_label,
    nds_kopecks: Number(act.nds_kopecks),
    total_kopecks: Number(act.total_kopecks),
  };
}

const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());

/** YYYY-MM-DD of a date column, whatever the driver made of it. */
function dateText(value: Date | string): string {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

/**
 * The acts as the contract shows them (RevisionActWire), in the order given: their organisation, files,
 * signatures of the PDF, invoice and chat, each read once for all the acts.
 */
export async function actWires(db: Executor, acts: readonly ActRow[]): Promise<RevisionActWire[]> {
  if (acts.length === 0) return [];
  const ids = acts.map((act) => String(act.id));
  const organizationUuids = [...new Set(acts.map((act) => act.organization_uuid))];
  const pdfUuids = acts.map((act) => act.pdf_file_uuid).filter((uuid): uuid is string => uuid !== null);
  const [organizations, pdfs, signatures, invoices, chats] = await Promise.all([
    db.selectFrom('organizations').select(['uuid', 'name', 'inn']).where('uuid', 'in', organizationUuids).execute(),
    pdfUuids.length === 0 ? [] : db.selectFrom('storage_file').select(['uuid', 'name']).where('uuid', 'in', pdfUuids).execute(),
    pdfUuids.length === 0
      ? []
      : db.selectFrom('file_signature').select(['uuid', 'file_uuid', 'scope', 'is_attached', 'signed_at', 'certificate_facts']).where('file_uuid', 'in', pdfUuids).orderBy('signed_at').execute(),
    db
      .selectFrom('revision_invoice as i')
      .leftJoin('storage_file as f', 'f.uuid', 'i.pdf_file_uuid')
      .select(['i.act_id', 'i.uuid', 'i.number', 'i.date', 'i.total_kopecks', 'f.uuid as file_uuid', 'f.name as file_name'])
      .where('i.act_id', 'in', ids)
      .execute(),
    db.selectFrom('chat').select(['uuid', 'revision_act_id']).where('revision_act_id', 'in', ids).execute(),
  ]);
  const organizationOf = new Map(organizations.map((row) => [row.uuid, row]));
  const pdfOf = new Map(pdfs.map((row) => [row.uuid, row]));
  const invoiceOf = new Map(invoices.map((row) => [String(row.act_id), row]));
  const chatOf = new Map(chats.map((row) => [String(row.revision_act_id), row.uuid]));
  return acts.map((act): RevisionActWire => {
    const organization = organizationOf.get(act.organization_uuid);
    const pdf = act.pdf_file_uuid === null ? undefined : pdfOf.get(act.pdf_file_uuid);
    const invoice = invoiceOf.get(String(act.id));
    return {
      uuid: act.uuid,
      number: act.number,
      organization: { uuid: act.organization_uuid, name: organization?.name ?? '', inn: organization?.inn ?? '' },
      period: act.period,
      state: act.state,
      totals: totalsOf(act),
      formed_at: act.formed_at.toISOString(),
      sent_at: iso(act.sent_at),
      agent_signed_at: iso(act.agent_signed_at),
      operator_signed_at: iso(act.operator_signed_at),
      paid_at: iso(act.paid_at),
      dispute: act.dispute,
      files: {
        pdf: pdf ? { uuid: pdf.uuid, name: pdf.name, link: fileLink(pdf) } : null,
        xlsx_link: `/v2/revision/read/act/${act.uuid}/xlsx`,
      },
      signatures: signatures.filter((row) => row.file_uuid === act.pdf_file_uuid).map(signatureInfo),
      invoice: invoice ? invoiceWire(invoice) : null,
      chat_uuid: chatOf.get(String(act.id)) ?? '',
    };
  });
}

function invoiceWire(row: { uuid: string; number: string; date: Date | string; total_kopecks: string | number; file_uuid: string | null; file_name: string | null }): InvoiceWire {
  return {
    uuid: row.uuid,
    number: row.number,
    date: dateText(row.date),
    total_kopecks: Number(row.total_kopecks),
    link: row.file_uuid !== null && row.file_name !== null ? fileLink({ uuid: row.file_uuid, name: row.file_name }) : '',
  };
}

/** The accruals as the act's lines (ActLineWire), oldest first: its own (actId), or those not in an act yet (null). */
export async function lineWires(db: Executor, where: { actId: string } | { organizationUuid: string; open: true }): Promise<ActLineWire[]> {
  let query = db
    .selectFrom('revision_accrual as a')
    .innerJoin('bg_request as r', 'r.id', 'a.request_id')
    .select([
      'a.uuid',
      'a.kind',
      'a.request_id',
      'r.uuid as request_uuid',
      'r.name as client_name',
      'r.inn as client_inn',
      'a.bank_uuid',
      'a.guarantee_type',
      'a.guarantee_sum_kopecks',
      'a.bank_commission_kopecks',
      'a.client_commission_kopecks',
      'a.rate_percent',
      'a.markup_kopecks',
      'a.reward_kopecks',
      'a.accrued_at',
    ]);
  query = 'actId' in where ? query.where('a.act_id', '=', where.actId) : query.where('a.organization_uuid', '=', where.organizationUuid).where('a.act_id', 'is', null);
  const rows = await query.orderBy('a.accrued_at').orderBy('a.id').execute();
  const bankNames = new Map(banksConfig.banks.map((bank) => [bank.uuid, bank.bank_name]));
  return rows.map((row) => ({
    id: row.uuid,
    kind: row.kind,
    request_id: Number(row.request_id),
    request_uuid: row.request_uuid,
    client: { name: row.client_name, inn: row.client_inn },
    bank: { uuid: row.bank_uuid, name: bankNames.get(row.bank_uuid) ?? row.bank_uuid },
    guarantee_type: row.guarantee_type,
    guarantee_sum_kopecks: Number(row.guarantee_sum_kopecks),
    bank_commission_kopecks: Number(row.bank_commission_kopecks),
    client_commission_kopecks: Number(row.client_commission_kopecks),
    rate_percent: row.rate_percent,
    markup_kopecks: Number(row.markup_kopecks),
    reward_kopecks: Number(row.reward_kopecks),
    accrued_at: row.accrued_at.toISOString(),
  }));
}

/** The act's row by uuid (a malformed uuid finds none). */
export async function findActRow(db: Executor, uuid: string, options: { lock?: boolean } = {}): Promise<ActRow | undefined> {
  if (!isUuid(uuid)) return undefined;
  const query = db.selectFrom('revision_act').selectAll().where('uuid', '=', uuid);
  return (options.lock ? query.forUpdate() : query).executeTakeFirst();
}
