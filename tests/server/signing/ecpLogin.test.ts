import { describe, expect, it } from 'vitest';
import type { AttachedCertificateWire } from '../../../src/domain/wire/ecpWire';
import type { UserView } from '../../../src/server/accounts/userEntity';
import { randomIp, registeredAgent } from '../helpers/accounts';
import { attachChallenge, attachOwn, ecpCertificates, loginBySignature, loginChallenge, sendAttach, sendLogin, signText } from '../helpers/ecp';
import { client, forEachDatabase } from '../helpers/serverContext';
import { dataDirEnv } from '../requests/requestFixtures';
import { gostMissing } from './gostSuite';

const unknownCertificate =
  'Этот сертификат не прикреплён ни к одной учётной записи. Войдите по e-mail и паролю, прикрепите сертификат в профиле (блок «Сертификаты электронной подписи») и после этого входите по электронной подписи';

if (gostMissing) console.log(`Подпись ГОСТ: тесты входа по подписи пропущены — ${gostMissing}`);

describe.skipIf(gostMissing !== null)('sign-in by a qualified signature', () => {
  forEachDatabase(
    'Sign-in by a qualified signature: attach a certificate in the profile, sign in by it',
    (ctx) => {
      /** A new agent with his own two test certificates: his organisation's and his private one. */
      async function agentWithCertificates() {
        const agent = await registeredAgent(ctx.app);
        const [own, personal] = await ecpCertificates(ctx.app, { for: 'me', token: agent.token });
        return { ...agent, own: own!, personal: personal! };
      }

      it('offers the person his own certificates: his names, made-up codes, his organisation as ИНН ЮЛ', async () => {
        const agent = await agentWithCertificates();
        expect(agent.own).toMatchObject({ last_name: 'Кузнецова', first_name: 'Мария', middle_name: 'Игоревна', inn_le: agent.form.inn, organization: agent.form.organization_name, issuer_name: 'Тестовый УЦ платформы' });
        expect(agent.own.snils).toMatch(/^\d{11}$/);
        expect(agent.own.inn).toMatch(/^77\d{10}$/);
        expect(agent.personal).toMatchObject({ last_name: 'Кузнецова', inn_le: null, organization: null, snils: agent.own.snils, inn: agent.own.inn });
        // The same person gets the same certificates again; another person others.
        expect((await ecpCertificates(ctx.app, { for: 'me', token: agent.token })).map((c) => c.thumbprint)).toEqual([agent.own.thumbprint, agent.personal.thumbprint]);
        const other = await agentWithCertificates();
        expect(other.own.snils).not.toBe(agent.own.snils);
        // Without a session there is no «me».
        expect((await client(ctx.app).get('/v1/dev/signer/certificates?for=me')).status).toBe(401);
      });

      it('attaches a certificate by a signed challenge and signs in by it with the answer of the other sign-ins', async () => {
        const agent = await agentWithCertificates();
        const attached = await attachOwn(ctx.app, agent.token, agent.own.thumbprint);
        expect(attached.status, attached.body.message).toBe(200);
        expect(attached.body.data).toMatchObject({ thumbprint: agent.own.thumbprint, inn_le: agent.form.inn });
        expect(Date.parse(attached.body.data!.attached_at)).toBeGreaterThan(Date.now() - 60_000);
        const listed = await client(ctx.app, { token: agent.token }).get<AttachedCertificateWire[]>('/v1/current-user-profile/read/certificates');
        expect(listed.body.data!.map((c) => c.thumbprint)).toEqual([agent.own.thumbprint]);
        // The challenge's text is kept as a hash only.
        const kept = await ctx.database.db.selectFrom('ecp_challenge').select(['text_hash', 'used_at']).where('user_id', '=', agent.user.id).execute();
        expect(kept).toHaveLength(1);
        expect(kept[0]!.text_hash).toMatch(/^[0-9a-f]{64}$/);
        expect(kept[0]!.used_at).not.toBeNull();

        // The sign-in page of dev and demo offers the attached test certificate.
        expect((await ecpCertificates(ctx.app, { for: 'login' })).map((c) => c.thumbprint)).toContain(agent.own.thumbprint);
        const signedIn = await loginBySignature(ctx.app, agent.own.thumbprint, { rememberme: true });
        expect(signedIn.status, signedIn.body.message).toBe(200);
        const { token, user } = signedIn.body.data!;
        expect(user).toEqual(agent.user);
        const claims = await ctx.app.accounts.tokens.verify(token);
        const session = await ctx.database.db.selectFrom('sessions').select(['expires_at', 'user_id']).where('id', '=', claims!.sid).executeTakeFirstOrThrow();
        expect(session.user_id).toBe(agent.user.id);
        // «Запомнить меня»: a month, as the phone sign-in.
        expect(session.expires_at.getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
        const me = await client(ctx.app, { token }).get<UserView>('/v1/currentuser/read');
        expect(me.body.data!.login).toBe(agent.form.email.toLowerCase());
        // Without «Запомнить меня» a working day.
        const short = await loginBySignature(ctx.app, agent.own.thumbprint);
        const shortClaims = await ctx.app.accounts.tokens.verify(short.body.data!.token);
        const shortSession = await ctx.database.db.selectFrom('sessions').select('expires_at').where('id', '=', shortClaims!.sid).executeTakeFirstOrThrow();
        expect(shortSession.expires_at.getTime() - Date.now()).toBeLessThan(13 * 3600 * 1000);
      });

      it('keeps several certificates of one user, detaches one, and the detached one no longer signs in', async () => {
        const agent = await agentWithCertificates();
        expect((await attachOwn(ctx.app, agent.token, agent.own.thumbprint)).status).toBe(200);
        expect((await attachOwn(ctx.app, agent.token, agent.personal.thumbprint)).status).toBe(200);
        // Attaching one that is already his answers it as it is.
        const again = await attachOwn(ctx.app, agent.token, agent.own.thumbprint);
        expect(again.status, again.body.message).toBe(200);
        const api = client(ctx.app, { token: agent.token });
        expect((await api.get<AttachedCertificateWire[]>('/v1/current-user-profile/read/certificates')).body.data!.map((c) => c.thumbprint)).toEqual([
          agent.personal.thumbprint,
          agent.own.thumbprint,
        ]);
        expect((await loginBySignature(ctx.app, agent.personal.thumbprint)).status).toBe(200);

        const detached = await api.post('/v1/login/write/detach-ecp', { thumbprint: agent.personal.thumbprint.toLowerCase() });
        expect(detached.body).toEqual({ code: 20000, data: { detached: true } });
        expect((await api.get<AttachedCertificateWire[]>('/v1/current-user-profile/read/certificates')).body.data!.map((c) => c.thumbprint)).toEqual([agent.own.thumbprint]);
        const gone = await api.post('/v1/login/write/detach-ecp', { thumbprint: agent.personal.thumbprint });
        expect(gone.status).toBe(404);
        expect(gone.body.message).toBe('Сертификат не прикреплён к вашей учётной записи');
        // Someone else cannot detach it.
        const stranger = await registeredAgent(ctx.app);
        expect((await client(ctx.app, { token: stranger.token }).post('/v1/login/write/detach-ecp', { thumbprint: agent.own.thumbprint })).status).toBe(404);
        expect((await api.get<AttachedCertificateWire[]>('/v1/current-user-profile/read/certificates')).body.data).toHaveLength(1);

        const refused = await loginBySignature(ctx.app, agent.personal.thumbprint, { scope: { for: 'me', token: agent.token } });
        expect(refused.status).toBe(400);
        expect(refused.body.message).toBe(unknownCertificate);
      });

      it('refuses a certificate attached to nobody, saying to sign in by e-mail and attach it first', async () => {
        const agent = await agentWithCertificates();
        // Not attached: the sign-in page does not offer it, and its signature opens nothing.
        expect((await ecpCertificates(ctx.app, { for: 'login' })).map((c) => c.thumbprint)).not.toContain(agent.own.thumbprint);
        const answer = await loginBySignature(ctx.app, agent.own.thumbprint, { scope: { for: 'me', token: agent.token } });
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({ code: 40000, message: unknownCertificate });
        // The test signer of the sign-in page does not sign with it either.
        const challenge = await loginChallenge(ctx.app, agent.own.thumbprint);
        await expect(signText(ctx.app, { for: 'login' }, agent.own.thumbprint, challenge)).rejects.toThrow('Тестовый сертификат не найден');
      });

      it('refuses an expired challenge, a used one, one of another purpose or user, and one signed by another certificate than chosen', async () => {
        const agent = await agentWithCertificates();
        expect((await attachOwn(ctx.app, agent.token, agent.own.thumbprint)).status).toBe(200);
        const me = { for: 'me' as const, token: agent.token };

        const old = await loginChallenge(ctx.app, agent.own.thumbprint);
        await ctx.database.db.updateTable('ecp_challenge').set({ expires_at: new Date(Date.now() - 1000) }).where('purpose', '=', 'login').where('used_at', 'is', null).where('thumbprint', '=', agent.own.thumbprint).execute();
        const expired = await sendLogin(ctx.app, await signText(ctx.app, me, agent.own.thumbprint, old));
        expect(expired.status).toBe(400);
        expect(expired.body.message).toBe('Срок действия кода для подписи истёк (код действует 5 минут): повторите действие, чтобы получить новый код');

        const challenge = await loginChallenge(ctx.app, agent.own.thumbprint);
        const scope = await signText(ctx.app, me, agent.own.thumbprint, challenge);
        expect((await sendLogin(ctx.app, scope)).status).toBe(200);
        const reused = await sendLogin(ctx.app, scope);
        expect(reused.status).toBe(400);
        expect(reused.body.message).toBe('Этот код для подписи уже использован: код одноразовый, повторите действие, чтобы получить новый');

        // Chosen: the organisation's certificate; signed: the private one.
        const chosen = await loginChallenge(ctx.app, agent.own.thumbprint);
        const switched = await sendLogin(ctx.app, await signText(ctx.app, me, agent.personal.thumbprint, chosen));
        expect(switched.status).toBe(400);
        expect(switched.body.message).toBe('Код подписан не тем сертификатом, который был выбран: выберите сертификат и подпишите код заново');

        // A text the platform never issued, and an attach challenge brought to the sign-in.
        const made = await sendLogin(ctx.app, await signText(ctx.app, me, agent.own.thumbprint, 'Вход в личный кабинет платформы банковских гарантий\nОдноразовый код: 42'));
        expect(made.body.message).toMatch(/^Подпись не содержит кода, выданного платформой для этого действия/);
        const forAttach = await attachChallenge(ctx.app, agent.token, agent.own.thumbprint);
        const crossed = await sendLogin(ctx.app, await signText(ctx.app, me, agent.own.thumbprint, forAttach));
        expect(crossed.body.message).toMatch(/^Подпись не содержит кода, выданного платформой для этого действия/);
        // Another user's attach challenge cannot attach to mine.
        const other = await agentWithCertificates();
        const foreign = await sendAttach(ctx.app, other.token, await signText(ctx.app, me, agent.own.thumbprint, forAttach));
        expect(foreign.status).toBe(400);
        expect(foreign.body.message).toMatch(/^Подпись не содержит кода, выданного платформой/);
      });

      it('refuses a tampered signature, a detached one and garbage, and opens no session', async () => {
        const agent = await agentWithCertificates();
        expect((await attachOwn(ctx.app, agent.token, agent.own.thumbprint)).status).toBe(200);
        const challenge = await loginChallenge(ctx.app, agent.own.thumbprint);
        const good = Buffer.from(await signText(ctx.app, { for: 'login' }, agent.own.thumbprint, challenge), 'base64');
        const sessionsBefore = (await ctx.database.db.selectFrom('sessions').select('id').where('user_id', '=', agent.user.id).execute()).length;

        // The signature value is the CMS's last field: one bit of it flipped.
        const tampered = Buffer.from(good);
        tampered[tampered.length - 3] = tampered[tampered.length - 3]! ^ 1;
        const broken = await sendLogin(ctx.app, tampered.toString('base64'));
        expect(broken.status).toBe(400);
        expect(broken.body.message).toMatch(/^Подпись (повреждена|не прошла)/);
        // The challenge inside changed: the signed digest no longer matches it.
        const text = good.indexOf(Buffer.from(challenge.split('\n')[1]!.slice(-10)));
        expect(text).toBeGreaterThan(0);
        const altered = Buffer.from(good);
        altered[text] = altered[text] === 0x41 ? 0x42 : 0x41;
        const changed = await sendLogin(ctx.app, altered.toString('base64'));
        expect(changed.status).toBe(400);
        expect(changed.body.message).toMatch(/^Подпись/);

        const detached = await sendLogin(ctx.app, await signText(ctx.app, { for: 'login' }, agent.own.thumbprint, challenge, true));
        expect(detached.body.message).toBe('Подпись должна быть присоединённой: подписанный код должен быть внутри подписи (CAdES-BES). Подпишите код заново');
        const garbage = await sendLogin(ctx.app, Buffer.from('это не подпись, а просто текст').toString('base64'));
        expect(garbage.status).toBe(400);
        const notBase64 = await sendLogin(ctx.app, 'это не base64, а кириллица');
        expect(notBase64.body.message).toBe('Подпись должна быть передана в кодировке base64 (файл подписи .sig в формате DER)');
        const missing = await client(ctx.app, { ip: randomIp() }).post('/v1/login/write/ecp', { rememberme: true });
        expect(missing.status).toBe(400);
        expect(missing.body.message).toMatch(/Подпись/);

        expect((await ctx.database.db.selectFrom('sessions').select('id').where('user_id', '=', agent.user.id).execute()).length).toBe(sessionsBefore);
        // The good signature still works: the failures spent nothing.
        expect((await sendLogin(ctx.app, good.toString('base64'))).status).toBe(200);
      });

      it('binds a certificate to one account only', async () => {
        const first = await agentWithCertificates();
        const second = await agentWithCertificates();
        expect((await attachOwn(ctx.app, first.token, first.own.thumbprint)).status).toBe(200);
        // The second user holds the same key (a shared token, say) and signs his own attach challenge with it.
        const challenge = await attachChallenge(ctx.app, second.token, first.own.thumbprint);
        const ca = await ctx.app.signing.testCa();
        const signature = await ca.sign(first.own.thumbprint, Buffer.from(challenge, 'utf8'), { detached: false });
        const taken = await sendAttach(ctx.app, second.token, signature.toString('base64'));
        expect(taken.status).toBe(409);
        expect(taken.body).toEqual({
          code: 40900,
          message:
            'Этот сертификат уже прикреплён к другой учётной записи платформы: один сертификат открывает только одну учётную запись. Открепите его в профиле той учётной записи или выберите другой сертификат',
        });
        expect((await client(ctx.app, { token: second.token }).get<AttachedCertificateWire[]>('/v1/current-user-profile/read/certificates')).body.data).toEqual([]);
        const signedIn = await loginBySignature(ctx.app, first.own.thumbprint);
        expect(signedIn.body.data!.user.id).toBe(first.user.id);
      });

      it('refuses a disabled account as the other sign-ins do, and an expired certificate', async () => {
        const agent = await agentWithCertificates();
        expect((await attachOwn(ctx.app, agent.token, agent.own.thumbprint)).status).toBe(200);
        await ctx.database.db.updateTable('users').set({ disabled_at: new Date() }).where('id', '=', agent.user.id).execute();
        const refused = await loginBySignature(ctx.app, agent.own.thumbprint);
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual({ code: 40301, message: 'Ваша учетная запись неактивна, пожалуйста, обратитесь в техническую поддержку' });

        const ca = await ctx.app.signing.testCa();
        const old = await ca.issue({ last_name: 'Старов', first_name: 'Пётр', snils: '11223344595' }, { validFrom: new Date('2020-01-01T00:00:00Z'), validTo: new Date('2021-01-01T00:00:00Z') });
        const challenge = await loginChallenge(ctx.app, old.thumbprint);
        const expired = await sendLogin(ctx.app, (await ca.sign(old.thumbprint, Buffer.from(challenge), { detached: false })).toString('base64'));
        expect(expired.status).toBe(400);
        expect(expired.body.message).toMatch(/^Сертификат подписанта истёк: действовал до 01\.01\.2021/);
      });

      it('asks a session to attach, detach or list, and a thumbprint for a challenge', async () => {
        const anonymous = client(ctx.app, { ip: randomIp() });
        expect((await anonymous.post('/v1/login/write/attach-ecp/challenge', { thumbprint: 'A'.repeat(40) })).status).toBe(401);
        expect((await anonymous.post('/v1/login/write/attach-ecp', { scope: 'MIIB'.repeat(8) })).status).toBe(401);
        expect((await anonymous.post('/v1/login/write/detach-ecp', { thumbprint: 'A'.repeat(40) })).status).toBe(401);
        expect((await anonymous.get('/v1/current-user-profile/read/certificates')).status).toBe(401);
        const bad = await anonymous.post('/v1/login/write/ecp/challenge', { thumbprint: 'не отпечаток' });
        expect(bad.status).toBe(400);
        expect(bad.body.message).toBe('Поле «Сертификат»: должен быть отпечатком SHA-1 сертификата (40 шестнадцатеричных цифр)');
      });

      describe('rate limits', () => {
        it('counts failed signature sign-ins with the failed passwords of the address, and a success gives its attempt back', async () => {
          const agent = await agentWithCertificates();
          expect((await attachOwn(ctx.app, agent.token, agent.own.thumbprint)).status).toBe(200);
          const ip = randomIp();
          const api = client(ctx.app, { ip });
          for (let attempt = 0; attempt < 10; attempt += 1) {
            expect((await api.post('/v1/login/write/creds', { email: `ghost${attempt}@example.ru`, password: 'Wrong2026', actor: 'agent' })).status).toBe(400);
          }
          for (let attempt = 0; attempt < 9; attempt += 1) {
            expect((await sendLogin(ctx.app, Buffer.from(`не подпись ${attempt}`).toString('base64'), { ip })).status).toBe(400);
          }
          // The twentieth attempt of the address is a good one: it passes and is given back.
          expect((await loginBySignature(ctx.app, agent.own.thumbprint, { ip })).status).toBe(200);
          expect((await sendLogin(ctx.app, Buffer.from('не подпись').toString('base64'), { ip })).status).toBe(400);
          const blocked = await loginBySignature(ctx.app, agent.own.thumbprint, { ip });
          expect(blocked.status).toBe(429);
          expect(blocked.body).toEqual({ code: 42900, message: 'Слишком много попыток. Повторите через 15 мин.' });
          const password = await api.post('/v1/login/write/creds', { email: agent.form.email, password: agent.form.password, actor: 'agent' });
          expect(password.status).toBe(429);
          expect((await loginBySignature(ctx.app, agent.own.thumbprint, { ip: randomIp() })).status).toBe(200);
        });

        it('limits the challenges one address asks for', async () => {
          const limited = await ctx.build({ options: { limits: { ecpChallengesPerIp: { max: 2, windowSeconds: 900 } } } });
          const ip = randomIp();
          for (let attempt = 0; attempt < 2; attempt += 1) expect((await client(limited, { ip }).post('/v1/login/write/ecp/challenge', { thumbprint: 'B'.repeat(40) })).status).toBe(200);
          expect((await client(limited, { ip }).post('/v1/login/write/ecp/challenge', { thumbprint: 'B'.repeat(40) })).status).toBe(429);
        });
      });
    },
    { env: dataDirEnv() },
  );
});
