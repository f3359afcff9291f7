import { expect, it } from 'vitest';
import type { HTTPMethods } from 'fastify';
import type { SendAnswerWire } from '../../../src/domain/wire/banksWire';
import { completeRequest } from '../helpers/completeRequest';
import { client, forEachDatabase } from '../helpers/serverContext';
import { dataDirEnv, signedInAgent } from '../requests/requestFixtures';

const expobank = 'cbfdc709-4068-5242-9119-5216dd873e6f';

/** What a row may name: the request's number and uuid, its sub-request, the bank, an offer, a stranger's user. */
interface Names {
  id: number;
  uuid: string;
  sub: string;
  bank: string;
  offer: string;
  strangerUserId: number;
}

interface Row {
  method: Extract<HTTPMethods, 'GET' | 'POST'>;
  /** With {id}, {uuid}, {sub}, {offer} filled from the owner's request. */
  path: string;
  body?: (names: Names) => unknown;
  /** Which part of the banks module serves it. */
  area: 'sending' | 'offers' | 'signing';
}

/**
 * Every endpoint of issue 6 that names a request, a sub-request or an offer, called by a user of
 * another organisation. One line per endpoint: adding an endpoint is adding a row.
 */
const table: Row[] = [
  { area: 'sending', method: 'GET', path: '/v2/bgrequest/read/banks?request_id={id}' },
  { area: 'sending', method: 'GET', path: '/v1/bgrequest/read/{id}/root' },
  { area: 'sending', method: 'GET', path: '/v1/bgrequest/read/{id}/subrequests' },
  { area: 'sending', method: 'POST', path: '/v1/bgsubrequest/write/selected', body: (n) => [{ subrequest_uuid: n.sub, value: 'false' }] },
  { area: 'sending', method: 'POST', path: '/v2/bgrequest/write/{id}/prescoring' },
  { area: 'sending', method: 'GET', path: '/v2/bgsubrequest/read/{sub}/failed-info' },
  { area: 'sending', method: 'POST', path: '/v2/bgrequest/write/send', body: (n) => ({ fko_uuids: [n.bank], request_id: n.id, signed: true }) },
  { area: 'sending', method: 'POST', path: '/v2/bgrequest/write/{id}/consent/link' },
  { area: 'sending', method: 'POST', path: '/v2/bgrequest/write/{id}/consent' },
  { area: 'sending', method: 'POST', path: '/v2/bgrequest/write/admin/verification/send/{id}', body: () => ({ result: 'failed' }) },
  { area: 'sending', method: 'POST', path: '/v1/bgrequest/write/agent/manager', body: (n) => ({ request_id: n.id, manager: n.strangerUserId }) },
  { area: 'sending', method: 'POST', path: '/v2/bgrequest/write/revokefrombank', body: (n) => ({ request_uuid: n.uuid, fko_uuids: [n.bank] }) },
  { area: 'sending', method: 'POST', path: '/v1/bgrequest/write/archive', body: (n) => ({ request_uuid: n.uuid, fko_uuids: [n.bank], message: 'чужая' }) },
  { area: 'sending', method: 'POST', path: '/v1/bgrequest/write/unarchive', body: (n) => ({ request_uuid: n.uuid }) },
  { area: 'sending', method: 'POST', path: '/v1/bgsubrequest/write/{sub}/archive', body: () => ({}) },
  { area: 'sending', method: 'POST', path: '/v2/bgrequest/write/{id}/subrequest/change/status', body: () => ({}) },
  { area: 'sending', method: 'POST', path: '/v1/bgrequest/write/claim/bank/client', body: (n) => ({ request_uuid: n.uuid }) },
  { area: 'sending', method: 'GET', path: '/v1/bgrequest/read/{id}/statuses' },
  { area: 'sending', method: 'GET', path: '/v1/bgsubrequest/read/{sub}/statuses' },
  { area: 'sending', method: 'GET', path: '/v1/bgsubrequest/read/{sub}/info/{id}' },
  { area: 'offers', method: 'GET', path: '/v2/bgrequest/read/{id}/offer/agent' },
  { area: 'offers', method: 'GET', path: '/v1/bgrequest/read/{id}/offer/client' },
  { area: 'offers', method: 'GET', path: '/v2/bgrequest/read/offer/{offer}/versions' },
  { area: 'offers', method: 'GET', path: '/v1/bgrequest/read/offer/{offer}/versions' },
  { area: 'offers', method: 'POST', path: '/v1/bgrequest/write/changecomission', body: (n) => ({ offerUuid: n.offer, comission: '1000.00' }) },
  { area: 'offers', method: 'POST', path: '/v1/bgrequest/write/sendofferapprove', body: (n) => ({ offerUuid: n.offer, requestUuid: n.uuid }) },
  { area: 'offers', method: 'GET', path: '/v1/bgrequest/read/offer/{offer}/accept-info' },
  { area: 'offers', method: 'GET', path: '/v1/bgrequest/read/offer/{offer}/pickup/info' },
  { area: 'offers', method: 'POST', path: '/v1/bgrequest/write/offer/accept', body: (n) => ({ offerUuid: n.offer, delivery_type: 'digital' }) },
  { area: 'offers', method: 'POST', path: '/v1/bgrequest/read/offer/additional-agreements', body: (n) => ({ uuids: [n.offer] }) },
  { area: 'offers', method: 'POST', path: '/v2/bgrequest/read/validate/before/approval', body: (n) => ({ fko_uuid: n.bank, request_id: n.id, date_from: '2026-12-01', date_to: '2027-12-01', sum: 1000 }) },
  { area: 'offers', method: 'POST', path: '/v2/bgsubrequest/write/approval/customers', body: (n) => ({ subrequest_uuid: n.sub, customers: [] }) },
  { area: 'offers', method: 'POST', path: '/v1/bgsubrequest/write/{sub}/todiscussion', body: () => ({ date_from: '2026-12-01', date_to: '2027-12-01', sum: 1000 }) },
  { area: 'offers', method: 'GET', path: '/v2/bgsubrequest/read/{sub}/agreement/param/current' },
  { area: 'offers', method: 'GET', path: '/v1/bgsubrequest/read/{sub}/claim' },
  { area: 'offers', method: 'POST', path: '/v1/bgsubrequest/read/comission/forchanges', body: (n) => ({ subrequest_uuid: n.sub, sum: 1000, text: 'чужая' }) },
  { area: 'offers', method: 'POST', path: '/v1/bgrequest/write/bgrequest/claim', body: (n) => ({ subrequest_uuid: n.sub, sum: 1000, text: 'чужая' }) },
  { area: 'signing', method: 'POST', path: '/v2/bgrequest/write/printforms/{id}', body: () => ({}) },
  { area: 'signing', method: 'GET', path: '/v2/bgrequest/read/sign/{id}' },
  { area: 'signing', method: 'POST', path: '/v2/bgrequest/write/sign-link/{id}', body: () => ({}) },
  { area: 'signing', method: 'POST', path: '/v2/bgrequest/write/sign-link/{id}/revoke', body: () => ({}) },
  { area: 'signing', method: 'POST', path: '/v2/bgrequest/write/{id}/client/invite', body: () => ({ email: 'stranger@example.ru' }) },
  { area: 'signing', method: 'GET', path: '/v1/dev/signer/certificates?request_id={id}' },
  { area: 'signing', method: 'GET', path: '/v1/bgrequest/read/offer/{offer}/docstosign' },
  { area: 'signing', method: 'GET', path: '/v2/bgrequest/read/request/{id}/{offer}/agent/sign' },
  { area: 'signing', method: 'POST', path: '/v2/bgrequest/write/sign-link/offer/{offer}' },
  { area: 'signing', method: 'POST', path: '/v2/bgrequest/write/sign-link/additional/{sub}' },
  { area: 'signing', method: 'GET', path: '/v2/bgrequest/read/client/sign/additional/docs/{sub}' },
  { area: 'signing', method: 'POST', path: '/v2/bgrequest/write/client/sign/additional/docs/{sub}', body: () => ({ signatures: [{ file_uuid: '00000000-0000-4000-8000-000000000000', signature: 'MIIB'.repeat(8) }] }) },
];

function fill(path: string, names: Names): string {
  return path.replace('{id}', String(names.id)).replace('{uuid}', names.uuid).replace('{sub}', names.sub).replace('{offer}', names.offer);
}

forEachDatabase(
  "Another organisation's request: every endpoint of issue 6 answers 403 or 404 and changes nothing",
  (ctx) => {
    let names: Names | undefined;
    let strangerToken = '';

    it('prepares a sent request of one organisation and a stranger of another', async () => {
      const owner = await signedInAgent(ctx.app);
      const stranger = await signedInAgent(ctx.app);
      const request = await completeRequest(ctx.app, owner, { banks: [expobank] });
      const sent = await client(ctx.app, { token: owner.token }).post<SendAnswerWire>('/v2/bgrequest/write/send', { fko_uuids: [expobank], request_id: request.id, signed: false });
      expect(sent.status, sent.body.message).toBe(200);
      const sub = sent.body.data!.results[0]!.subrequestUuid!;
      const row = await ctx.database.db.selectFrom('bg_subrequest').select('id').where('uuid', '=', sub).executeTakeFirstOrThrow();
      const offer = await ctx.database.db
        .insertInto('bg_offer')
        .values({ subrequest_id: row.id, version: 1, source: 'bank', bank_commission: '100.00', commission: '120.00', sum: '7312500.00', duration: 455 })
        .returning('uuid')
        .executeTakeFirstOrThrow();
      names = { id: request.id, uuid: request.uuid, sub, bank: expobank, offer: offer.uuid, strangerUserId: stranger.viewer.userId };
      strangerToken = stranger.token;
    });

    it.for(table.map((row) => [`${row.method} ${row.path}`, row] as const))('%s', async ([, row]) => {
      if (!names) throw new Error('not prepared');
      const url = fill(row.path, names);
      const payload = row.body?.(names) as object | undefined;
      // The route exists and sits behind sign-in: 401 without a token.
      const probe = await ctx.app.inject({ method: row.method, url, payload });
      expect(probe.statusCode, `${row.method} ${url} without a token`).toBe(401);
      const response = await ctx.app.inject({ method: row.method, url, payload, headers: { authorization: `Bearer ${strangerToken}` } });
      expect([403, 404], `${row.method} ${url}: ${response.body}`).toContain(response.statusCode);
      expect(response.json<{ message: string }>().message).toMatch(/[А-Яа-яЁё]/);
    });

    it('left the request as it was', async () => {
      const rows = await ctx.database.db.selectFrom('bg_subrequest').select(['sub_status', 'is_selected']).where('uuid', '=', names!.sub).execute();
      expect(rows).toEqual([{ sub_status: 'sent', is_selected: true }]);
      const request = await ctx.database.db.selectFrom('bg_request').select(['manager_user_id', 'consent_token_hash', 'consent_given_at']).where('id', '=', names!.id).executeTakeFirstOrThrow();
      expect(request).toEqual({ manager_user_id: null, consent_token_hash: null, consent_given_at: null });
      expect(await ctx.database.db.selectFrom('sign_link').select('uuid').where('request_id', '=', names!.id).execute()).toEqual([]);
      expect(await ctx.database.db.selectFrom('client_invitation').select('uuid').where('request_id', '=', names!.id).execute()).toEqual([]);
    });
  },
  { env: dataDirEnv() },
);
