import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RequestDocuments } from '../../../src/server/requests/printForms';
import type { RequestRecord } from '../../../src/server/requests/requestRecord';
import { saveTender } from '../../../src/server/requests/requestRepository';
import { multipart } from '../finance-routes/multipart';
import { forEachDatabase } from '../helpers/serverContext';
import { dataDirEnv, daysFromToday, newRequest, sberbank, shippedTender, signedInAgent, signedInClient, type Member } from './requestFixtures';

interface State {
  request: RequestRecord;
  owner: Member;
}

/** One call of this part of the API: how to make it for the state's request. */
interface Call {
  name: string;
  /** The call names a request (or its file): strangers must get the same 404 as for no request at all. */
  ofRequest: 'request' | 'file' | false;
  /** What a client of the request may do with it. */
  forClient: 'read' | 'write' | 'none';
  options(state: State, requestId?: number): Promise<InjectOptions>;
}

const tender = () => ({ ...shippedTender('0373100043826000512'), participation_end_date: daysFromToday(20) });

async function currentFileLink(state: State, app: Parameters<typeof signedInAgent>[0]): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/v2/bgrequest/read/sign/${state.request.id}`, headers: { authorization: `Bearer ${state.owner.token}` } });
  return (response.json() as { data: RequestDocuments }).data.files[0]!.link;
}

forEachDatabase(
  'access to the request calls',
  (ctx) => {
    const calls: Call[] = [
      { name: 'company check', ofRequest: false, forClient: 'none', options: async () => ({ method: 'POST', url: '/v2/bgrequest/read/client/checks', payload: { inn: sberbank.inn } }) },
      {
        name: 'existence check',
        ofRequest: false,
        forClient: 'none',
        options: async () => ({ method: 'POST', url: '/v2/bgrequest/read/exists', payload: { inn: sberbank.inn, tender_number: '0373100043826000512' } }),
      },
      {
        name: 'tender saving',
        ofRequest: 'request',
        forClient: 'write',
        options: async (state, id = state.request.id) => ({ method: 'POST', url: `/v2/bgrequest/write/tender/${id}`, payload: { tender: tender() } }),
      },
      {
        name: 'print forms',
        ofRequest: 'request',
        forClient: 'write',
        options: async (state, id = state.request.id) => ({ method: 'POST', url: `/v2/bgrequest/write/printforms/${id}` }),
      },
      { name: 'documents to sign', ofRequest: 'request', forClient: 'read', options: async (state, id = state.request.id) => ({ method: 'GET', url: `/v2/bgrequest/read/sign/${id}` }) },
      {
        name: 'file download',
        ofRequest: 'file',
        forClient: 'read',
        options: async (state) => ({ method: 'GET', url: await currentFileLink(state, ctx.app) }),
      },
      {
        name: 'finance statements',
        ofRequest: false,
        forClient: 'none',
        options: async () => {
          const { payload, headers } = multipart([{ name: 'inn', content: '7701234560' }]);
          return { method: 'POST', url: '/v2/questionnaire/read/finance/parsebb', payload, headers };
        },
      },
      {
        name: 'birth country',
        ofRequest: false,
        forClient: 'none',
        options: async () => ({ method: 'POST', url: '/v1/questionnaire/read/birthcountry', payload: { birth_place: 'г. Тула' } }),
      },
    ];

    let state: State;
    let customer: Member;
    let stranger: Member;
    beforeAll(async () => {
      const owner = await signedInAgent(ctx.app);
      customer = await signedInClient(ctx.app);
      stranger = await signedInAgent(ctx.app);
      const request = await newRequest(ctx.app, owner, { client_organization_uuid: customer.organizationUuid });
      await saveTender(ctx.database.db, owner.viewer, request.id, tender());
      state = { request, owner };
      const made = await ctx.app.inject({ method: 'POST', url: `/v2/bgrequest/write/printforms/${request.id}`, headers: { authorization: `Bearer ${owner.token}` } });
      expect(made.statusCode).toBe(200);
    });

    async function call(entry: Call, token: string | null, requestId?: number) {
      const options = await entry.options(state, requestId);
      const headers = { ...(options.headers as Record<string, string> | undefined), ...(token === null ? {} : { authorization: `Bearer ${token}` }) };
      const response = await ctx.app.inject({ ...options, headers });
      const json = String(response.headers['content-type']).startsWith('application/json');
      return {
        status: response.statusCode,
        type: String(response.headers['content-type']),
        body: (json ? response.json() : null) as { code: number; message?: string; data?: unknown },
      };
    }

    describe.each(calls)('$name', (entry) => {
      it('needs a signed-in user: no token, a forged one', async () => {
        for (const token of [null, 'not-a-jwt', 'eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.c2lnbmF0dXJl']) {
          const answer = await call(entry, token);
          expect(answer.status).toBe(401);
          expect(answer.body).toEqual({ code: 40100, message: 'Сессия истекла, войдите снова' });
        }
      });

      it('works for the organisation that owns the request', async () => {
        const answer = await call(entry, state.owner.token);
        expect(answer.status).toBe(200);
        if (entry.ofRequest === 'file') expect(answer.type).toBe('application/pdf');
        else expect(answer.body.code).toBe(20000);
      });

      if (entry.ofRequest) {
        it('tells another organisation nothing: the same 404 as for no such request', async () => {
          const foreign = await call(entry, stranger.token);
          expect(foreign.status).toBe(404);
          if (entry.ofRequest === 'request') {
            const missing = await call(entry, state.owner.token, state.request.id + 1_000_000);
            expect(foreign.body).toEqual({ code: 40400, message: 'Заявка не найдена' });
            expect(missing).toEqual(foreign);
          } else {
            expect(foreign.body).toEqual({ code: 40400, message: 'Файл не найден' });
          }
        });
      }

      if (entry.forClient !== 'none') {
        it(entry.forClient === 'read' ? 'lets the client of the request read it' : 'keeps the request read-only for its client', async () => {
          const answer = await call(entry, customer.token);
          if (entry.forClient === 'read') expect(answer.status).toBe(200);
          else expect(answer.body).toEqual({ code: 40000, message: 'Заявка доступна только для чтения' });
        });
      }
    });

    it('the existence check never reveals another organisation’s request', async () => {
      const answer = await call(calls[1]!, stranger.token);
      expect(answer.body.data).toEqual({ exists: false, request: null, message: null });
      const own = await call(calls[1]!, state.owner.token);
      expect(own.body.data).toMatchObject({ exists: true, request: { id: state.request.id } });
    });
  },
  { env: dataDirEnv() },
);
