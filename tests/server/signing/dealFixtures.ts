import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { BankSettings } from '../../../src/domain/banks';
import type { DocumentsToSignWire, DocumentToSignWire } from '../../../src/domain/wire/signingWire';
import { ensureSubRequests } from '../../../src/server/subrequests/subRequestRepository';
import { completeRequest } from '../helpers/completeRequest';
import { client } from '../helpers/serverContext';
import { documentBytes, storeSignature, testCertificates, testSignature, type SignAs } from '../helpers/signRequest';
import { insertOffer, moveThrough, type OfferTerms } from '../offers/offerFixtures';
import { makeReadonly, type Member } from '../requests/requestFixtures';

export interface DealWithOffer {
  request: { id: number; uuid: string; inn: string };
  subUuid: string;
  offerUuid: string;
}

/**
 * A request filled to 100 % (it names its head, so its applicant can sign) sent to one bank, which
 * answered with an offer: the sub-request is in offer_wait_approve. `client` makes it that client's
 * request too.
 */
export async function dealWithOffer(app: FastifyInstance, agent: Member, bank: BankSettings, options: { client?: Member; terms?: OfferTerms; requiresSignature?: boolean } = {}): Promise<DealWithOffer> {
  const filled = await completeRequest(app, agent, { banks: [bank.uuid] });
  const db = app.database.db;
  if (options.client) await db.updateTable('bg_request').set({ client_organization_uuid: options.client.organizationUuid }).where('id', '=', filled.id).execute();
  await makeReadonly(app, filled.id);
  const [sub] = await db.transaction().execute((trx) => ensureSubRequests(trx, filled.id, [bank.uuid]));
  await moveThrough(app, sub!.uuid, ['send'], { kind: 'user', userId: agent.viewer.userId });
  const offerUuid = await insertOffer(app, sub!.uuid, options.terms);
  if (options.requiresSignature) await db.updateTable('bg_offer').set({ requires_signature: true }).where('uuid', '=', offerUuid).execute();
  await moveThrough(app, sub!.uuid, ['offer']);
  const request = await db.selectFrom('bg_request').select(['uuid', 'inn']).where('id', '=', filled.id).executeTakeFirstOrThrow();
  return { request: { id: filled.id, ...request }, subUuid: sub!.uuid, offerUuid };
}

/** The sub-request's raw status now. */
export async function subStatusOf(app: FastifyInstance, uuid: string): Promise<string> {
  return (await app.database.db.selectFrom('bg_subrequest').select('sub_status').where('uuid', '=', uuid).executeTakeFirstOrThrow()).sub_status;
}

/** The outbox events of a sub-request, oldest first. */
export async function outboxOf(app: FastifyInstance, uuid: string): Promise<{ event: string; payload: Record<string, unknown> }[]> {
  return app.database.db.selectFrom('bank_outbox').select(['event', 'payload']).where('subrequest_uuid', '=', uuid).orderBy('id').execute();
}

/** The applicant's own certificate and another company's one, as the test signer offers them. */
export async function certificatesOf(app: FastifyInstance, requestId: number, as: SignAs): Promise<{ own: string; foreign: string }> {
  const [own, foreign] = await testCertificates(app, requestId, as);
  if (!own || !foreign) throw new Error('the test signer offered no certificates');
  return { own: own.thumbprint, foreign: foreign.thumbprint };
}

/** Signs one document with the test signer's certificate and hands the signature in; answers the raw reply. */
export async function signDocument(app: FastifyInstance, requestId: number, as: SignAs, document: DocumentToSignWire, thumbprint: string) {
  const signature = await testSignature(app, requestId, as, thumbprint, await documentBytes(app, document, as));
  return storeSignature(app, document, as, signature);
}

/** The documents to sign as a signed-in member reads them (GET …). */
export async function readDocuments(app: FastifyInstance, member: Member, url: string): Promise<DocumentsToSignWire> {
  const answer = await client(app, { token: member.token }).get<DocumentsToSignWire>(url);
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.data!;
}
