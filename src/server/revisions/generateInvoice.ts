import { sql } from 'kysely';
import { isUuid } from '../../domain/isUuid';
import { actStateLabels } from '../../domain/revisions/actState';
import { invoiceNumber } from '../../domain/revisions/invoiceNumber';
import type { AccountDetailsWire, InvoiceWire } from '../../domain/wire/revisionWire';
import type { AuthContext } from '../accounts/sessions';
import type { Db, Executor } from '../db/schema';
import { AppError } from '../http/AppError';
import { formatDate } from '../printforms/format';
import { renderPdf } from '../printforms/renderPdf';
import { revisionInvoiceDocument } from '../printforms/revisionInvoiceDocument';
import { revisionTexts } from '../printforms/revisionTexts';
import { moscowDate } from '../requests/moscowDate';
import { claimBlob } from '../storage/blobClaims';
import type { FileStore } from '../storage/FileStore';
import { fileLink, insertStoredFile } from '../storage/storedFiles';
import { findAct, printableOrganization } from './actPrintData';
import { agentOrganizationOf } from './agentOrganization';
import { flowTexts } from './flowTexts';
import { revisionFileTypes } from './revisionFileTypes';

/** The states of an act the agent has signed: an invoice is issued for these only. */
const invoiceable = new Set(['agent_signed', 'operator_signed', 'paid']);

/** The invoice of an act as the wire carries it, or null when none was issued. */
export async function invoiceOfAct(db: Executor, actId: number | string): Promise<InvoiceWire | null> {
  const row = await db
    .selectFrom('revision_invoice as i')
    .leftJoin('storage_file as f', 'f.uuid', 'i.pdf_file_uuid')
    .select(['i.uuid', 'i.number', 'i.total_kopecks', 'f.uuid as file_uuid', 'f.name as file_name'])
    // The calendar day as written, whatever the driver makes of a date column.
    .select(sql<string>`to_char(i.date, 'YYYY-MM-DD')`.as('date'))
    .where('i.act_id', '=', String(actId))
    .executeTakeFirst();
  if (!row) return null;
  return {
    uuid: row.uuid,
    number: row.number,
    date: row.date,
    total_kopecks: Number(row.total_kopecks),
    link: row.file_uuid && row.file_name ? fileLink({ uuid: row.file_uuid, name: row.file_name }) : '',
  };
}

/**
 * POST /v2/revision/write/generate/account {act_uuid}: the agent's invoice for an act he has signed,
 * from his account details, dated today (Moscow) and numbered per organisation and year
 * (invoiceNumber: '2026-0007'); its PDF is kept in the act's scope. Idempotent: a second call for the
 * act answers the invoice already issued, unchanged. Refused with a Russian message, nothing written:
 * an act not yet signed by the agent, an act whose total is not positive, details never filled.
 */
export async function generateInvoice(db: Db, store: FileStore, auth: AuthContext, body: { act_uuid: string }): Promise<InvoiceWire> {
  const organization = await agentOrganizationOf(db, auth);
  if (!isUuid(body.act_uuid)) throw AppError.notFound(flowTexts.actNotFound);
  return db.transaction().execute(async (trx) => {
    const act = await findAct(trx, { uuid: body.act_uuid }, true);
    if (!act || act.organization_uuid !== organization.uuid) throw AppError.notFound(flowTexts.actNotFound);
    const issued = await invoiceOfAct(trx, act.id);
    if (issued) return issued;
    if (!invoiceable.has(act.state)) throw AppError.conflict(flowTexts.invoiceNotSigned(actStateLabels[act.state]));
    if (act.totals.total_kopecks <= 0) throw AppError.badRequest(flowTexts.invoiceNothingToPay);
    // The details row, locked, also orders two invoices of the organisation numbered at once.
    const details: AccountDetailsWire | undefined = await trx
      .selectFrom('revision_account_details')
      .select(['bank_name', 'cur_account', 'bik', 'cor_account'])
      .where('organization_uuid', '=', organization.uuid)
      .forUpdate()
      .executeTakeFirst();
    if (!details) throw AppError.badRequest(flowTexts.detailsMissing);
    const date = moscowDate();
    const year = Number(date.slice(0, 4));
    const last = await trx
      .selectFrom('revision_invoice')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .where('organization_uuid', '=', organization.uuid)
      .where('year', '=', year)
      .executeTakeFirst();
    const seq = Number(last?.seq ?? 0) + 1;
    const number = invoiceNumber(year, seq);
    const agent = await printableOrganization(trx, organization.uuid);
    const pdf = await renderPdf(revisionInvoiceDocument({ number, date }, act, agent, details, { today: formatDate(date) }));
    const content = await store.put(pdf);
    await claimBlob(trx, store, content, pdf);
    const file = await insertStoredFile(trx, {
      scope_uuid: act.scope_uuid,
      type: revisionFileTypes.invoice,
      name: revisionTexts.invoice.fileName(number),
      size: content.size,
      mime: 'application/pdf',
      sha256: content.sha256,
      organization_uuid: organization.uuid,
      created_by: auth.userId,
    });
    const row = await trx
      .insertInto('revision_invoice')
      .values({
        act_id: act.id,
        organization_uuid: organization.uuid,
        year,
        seq,
        number,
        date,
        total_kopecks: act.totals.total_kopecks,
        details: JSON.stringify(details),
        pdf_file_uuid: file.uuid,
        created_by: auth.userId,
      })
      .returning(['uuid'])
      .executeTakeFirstOrThrow();
    return { uuid: row.uuid, number, date, total_kopecks: act.totals.total_kopecks, link: fileLink(file) };
  });
}
