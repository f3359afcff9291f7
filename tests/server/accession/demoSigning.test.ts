import { describe, expect, it } from 'vitest';
import type { UserView } from '../../../src/server/accounts/userEntity';
import { checkGostEngine } from '../../../src/server/signing/crypto/gostEngine';
import { demoUsers } from '../../../src/server/seed/demoData';
import { seedDemo } from '../../../src/server/seed/seedDemo';
import { signDemoDocuments } from '../../../src/server/seed/signDemoDocuments';
import { fileStoreFromConfig } from '../../../src/server/storage/fileStoreFromConfig';
import { client, forEachDatabase } from '../helpers/serverContext';
import { dataDirEnv } from '../requests/requestFixtures';

const engineProblem = await checkGostEngine();

describe.skipIf(engineProblem !== null)('demo documents', () => {
  forEachDatabase(
    'The demo organisations’ documents are signed for real at the first start',
    (ctx) => {
      it('signs the demo organisations’ documents once, leaving ООО «Гарант-Брокер Регион» its newest partner bank', async () => {
        await seedDemo(ctx.database.db);
        const deps = { db: ctx.database.db, store: fileStoreFromConfig(ctx.app.config), signing: ctx.app.signing, hub: ctx.app.hub, accession: ctx.app.accounts.accession, log: ctx.app.log };
        // Broker: the accession; Регион: the accession and three of its four agreements; the client: its accession.
        expect(await signDemoDocuments(deps)).toBe(6);
        expect(await signDemoDocuments(deps)).toBe(0);

        const admin = demoUsers[0]!;
        const login = await client(ctx.app).post<{ token: string; user: UserView }>('/v1/login/write/creds', { email: admin.login, password: admin.password, actor: 'agent' });
        expect(login.body.data!.user).toMatchObject({ organization: { name: 'ООО «Гарант-Брокер»' }, is_regulations_signed: true, has_unsigned_docs: false, partners_docs: [] });
        const organizations = await client(ctx.app, { token: login.body.data!.token }).get<{ uuid: string; name: string }[]>('/v1/currentuser/read/organizations');
        const region = organizations.body.data!.find((organization) => organization.name === 'ООО «Гарант-Брокер Регион»')!;
        const switched = await client(ctx.app, { token: login.body.data!.token }).post<{ token: string; user: UserView }>('/v1/login/write/organization', { organization_uuid: region.uuid });
        expect(switched.status, switched.body.message).toBe(200);
        const user = switched.body.data!.user;
        expect(user).toMatchObject({ is_regulations_signed: true, need_sign_add_agreement: true, has_unsigned_docs: true });
        expect(user.partners_docs.map((document) => [document.banks[0]!.name, document.is_signed])).toEqual([
          ['КБ «ЛОКО-Банк» (АО)', true],
          ['АО «Райффайзенбанк»', true],
          ['ООО «КБ «Кубань Кредит»', true],
          ['ООО «Экспобанк»', false],
        ]);

        const customer = demoUsers[2]!;
        const clientLogin = await client(ctx.app).post<{ user: UserView }>('/v1/login/write/creds', { email: customer.login, password: customer.password, actor: 'client' });
        expect(clientLogin.body.data!.user).toMatchObject({ is_regulations_signed: true, has_unsigned_docs: false });
      });
    },
    { env: dataDirEnv() },
  );
});
