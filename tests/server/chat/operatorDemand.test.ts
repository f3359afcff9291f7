import { beforeAll, expect, it } from 'vitest';
import { ensureSubRequests } from '../../../src/server/subrequests/subRequestRepository';
import { bank, moveThrough } from '../offers/offerFixtures';
import { client, forEachDatabase } from '../helpers/serverContext';
import { dataDirEnv, makeReadonly, newRequest, signedInAgent, type Member } from '../requests/requestFixtures';
import { chatApi, chatsOf } from './chatFixtures';

const zenit = bank('zenit');

forEachDatabase(
  "the operator's demand at verification is answered in the bank's chat",
  (ctx) => {
    let agent: Member;
    let operator: Member;

    beforeAll(async () => {
      agent = await signedInAgent(ctx.app);
      operator = await signedInAgent(ctx.app);
      await ctx.database.db.insertInto('platform_operators').values({ user_id: operator.viewer.userId }).execute();
    });

    it('appears as the operator message; the answer moves the sub-request on to verification and tells the bank nothing', async () => {
      const request = await newRequest(ctx.app, agent);
      await makeReadonly(ctx.app, request.id);
      const [sub] = await ctx.database.db.transaction().execute((trx) => ensureSubRequests(trx, request.id, [zenit.uuid]));
      await moveThrough(ctx.app, sub!.uuid, ['send_for_verification'], { kind: 'user', userId: agent.viewer.userId });
      const verdict = await client(ctx.app, { token: operator.token }).post(`/v2/bgrequest/write/admin/verification/send/${request.id}`, { result: 'demand', comment: 'Приложите паспорт руководителя' });
      expect(verdict.status, verdict.body.message).toBe(200);
      const { banks } = await chatsOf(ctx.app, agent, request.id);
      const chat = banks.get(zenit.uuid)!;
      expect(chat.count_new_messages).toBe(1);
      const demand = (await chatApi(ctx.app, agent).read(chat.uuid)).body.data!.messages[0]!;
      expect(demand).toMatchObject({ text: 'Приложите паспорт руководителя', author: { side: 'operator', name: 'Оператор платформы' }, demand: { kind: 'admin', answered_at: null } });
      const answer = await chatApi(ctx.app, agent).post({ chat_uuid: chat.uuid, message: 'Паспорт в документах заявки', entity_uuid: demand.demand!.uuid });
      expect(answer.status, answer.body.message).toBe(200);
      const moved = await ctx.database.db.selectFrom('bg_subrequest').select('sub_status').where('uuid', '=', sub!.uuid).executeTakeFirstOrThrow();
      expect(moved.sub_status).toBe('admin_verification_process');
      const told = await ctx.database.db.selectFrom('bank_outbox').select('event').where('subrequest_uuid', '=', sub!.uuid).execute();
      expect(told).toEqual([]);
    });
  },
  { env: dataDirEnv() },
);
