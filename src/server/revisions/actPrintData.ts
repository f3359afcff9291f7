import type { ActLineWire, ActState, RevisionActWire } from '../../domain/wire/revisionWire';
import type { Executor } from '../db/schema';
import { lineWires } from './actView';
import type { PrintableOrganization } from '../printforms/PrintableOrganization';
import { administratorKey } from '../employees/employeeScope';

/** An act's row as the documents, signing and invoices need it. */
export interface ActRecord {
  id: string;
  uuid: string;
  number: string;
  period: string;
  state: ActState;
  organization_uuid: string;
  scope_uuid: string;
  pdf_file_uuid: string | null;
  chat_id: string | null;
  dispute: string | null;
  formed_at: string;
  totals: RevisionActWire['totals'];
}

/** Everything an act's PDF and xlsx print: the act, its lines, its organisation and who signs for it. */
export interface ActPrintData {
  act: ActRecord;
  organization: RevisionActWire['organization'];
  agent: PrintableOrganization;
  lines: ActLineWire[];
}

const actColumns = [
  'id',
  'uuid',
  'number',
  'period',
  'state',
  'organization_uuid',
  'scope_uuid',
  'pdf_file_uuid',
  'chat_id',
  'dispute',
  'formed_at',
  'lines',
  'reward_kopecks',
  'nds_kopecks',
  'total_kopecks',
  'nds_label',
] as const;

/** The act by its id or uuid, or null; `lock` takes its row for the rest of the transaction. */
export async function findAct(db: Executor, key: { id: number | string } | { uuid: string }, lock = false): Promise<ActRecord | null> {
  let query = db.selectFrom('revision_act').select(actColumns);
  query = 'id' in key ? query.where('id', '=', String(key.id)) : query.where('uuid', '=', key.uuid);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (!row) return null;
  const { lines, reward_kopecks, nds_kopecks, total_kopecks, nds_label, formed_at, id, chat_id, ...rest } = row;
  return {
    ...rest,
    id: String(id),
    chat_id: chat_id === null ? null : String(chat_id),
    formed_at: formed_at.toISOString(),
    totals: { lines, reward_kopecks: Number(reward_kopecks), nds_kopecks: Number(nds_kopecks), total_kopecks: Number(total_kopecks), nds_label },
  };
}

/**
 * Who signs the agent's documents of the settlements: the organisation's administrator — its earliest
 * enabled member holding the employees' permission (the one whose NDS setting the act's totals follow) —
 * or, in an organisation without one, its earliest enabled member. The printed name is what the act
 * shows under the signature line; the qualified signature itself is checked against whoever signs.
 */
async function signerOf(db: Executor, organizationId: number): Promise<PrintableOrganization['signer']> {
  const row = await db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('membership_permissions as mp', (join) => join.onRef('mp.membership_id', '=', 'm.id').on('mp.permission_key', '=', administratorKey))
    .select(['u.last_name', 'u.first_name', 'u.middle_name', 'u.post'])
    .where('m.organization_id', '=', organizationId)
    .where('m.disabled_at', 'is', null)
    .orderBy((eb) => eb('mp.permission_key', 'is', null))
    .orderBy('m.id')
    .executeTakeFirst();
  return row ?? { last_name: '', first_name: '', middle_name: null, post: null };
}

/** The organisation of an act as its documents print it. */
export async function printableOrganization(db: Executor, organizationUuid: string): Promise<PrintableOrganization & { uuid: string }> {
  const organization = await db.selectFrom('organizations').select(['id', 'uuid', 'name', 'inn', 'kpp', 'ogrn', 'created_at']).where('uuid', '=', organizationUuid).executeTakeFirstOrThrow();
  return {
    uuid: organization.uuid,
    name: organization.name,
    inn: organization.inn,
    kpp: organization.kpp,
    ogrn: organization.ogrn,
    is_ip: organization.inn.length === 12,
    registered_on: organization.created_at.toISOString().slice(0, 10),
    signer: await signerOf(db, organization.id),
  };
}

/** The act's lines: its accruals in the order they accrued, as the act's read shows them. */
export function actLines(db: Executor, actId: number | string): Promise<ActLineWire[]> {
  return lineWires(db, { actId: String(actId) });
}

/** The act with everything its documents print. */
export async function actPrintData(db: Executor, act: ActRecord): Promise<ActPrintData> {
  const [agent, lines] = await Promise.all([printableOrganization(db, act.organization_uuid), actLines(db, act.id)]);
  const { uuid, ...printable } = agent;
  return { act, organization: { uuid, name: agent.name, inn: agent.inn }, agent: printable, lines };
}
