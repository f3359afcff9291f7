import { beforeAll, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import type { FastifyInstance } from 'fastify';
import { checkGostEngine } from '../../../src/server/signing/crypto/gostEngine';
import { fileStoreFromConfig } from '../../../src/server/storage/fileStoreFromConfig';
import { insertStoredFile } from '../../../src/server/storage/storedFiles';
import { ensureSubRequests } from '../../../src/server/subrequests/subRequestRepository';
import { bankKey, moveAs } from '../bankApi/bankFixtures';
import { completeRequest } from '../helpers/completeRequest';
import { forEachDatabase } from '../helpers/serverContext';
import { signRequest, storeSignature, testCertificates, testSignature } from '../helpers/signRequest';
import { sber } from '../offers/offerFixtures';
import { dataDirEnv, newRequest, signedInAgent, signedInClient, type Member } from '../requests/requestFixtures';

const engineProblem = await checkGostEngine();
if (engineProblem !== null) console.log(`Подпись ГОСТ: тесты архивов пропущены — ${engineProblem}`);

interface Download {
  status: number;
  headers: Record<string, unknown>;
  body: Buffer;
}

async function download(app: FastifyInstance, url: string, token?: string): Promise<Download> {
  const response = await app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.statusCode, headers: response.headers, body: response.rawPayload };
}

/** The archive's name as the browser reads it from filename* (RFC 5987). */
function archiveName(headers: Record<string, unknown>): string {
  const match = /filename\*=UTF-8''([^;]+)/.exec(String(headers['content-disposition']));
  return decodeURIComponent(match?.[1] ?? '');
}

/** Each central directory record: its name and whether the UTF-8 flag (general purpose bit 11) is set. */
function centralNames(zip: Buffer): { name: string; utf8: boolean; unicodeExtra: boolean }[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const records = [];
  for (let i = 0; i < count; i += 1) {
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const extra = zip.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength);
    let unicodeExtra = false;
    for (let e = 0; e + 4 <= extra.length; e += 4 + extra.readUInt16LE(e + 2)) if (extra.readUInt16LE(e) === 0x7075) unicodeExtra = true;
    records.push({ name: zip.toString('utf8', at + 46, at + 46 + nameLength), utf8: (zip.readUInt16LE(at + 8) & 0x0800) !== 0, unicodeExtra });
    at += 46 + nameLength + extraLength + zip.readUInt16LE(at + 32);
  }
  return records;
}

/** The index's rows as cells (BOM, «;», CRLF; quoted cells as Excel writes them). */
function indexRows(zip: Record<string, Uint8Array>): string[][] {
  const text = Buffer.from(zip['Опись.csv']!).toString('utf8');
  expect(text.startsWith('\ufeff')).toBe(true);
  return text
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^;]*)(;|$)/g)].slice(0, -1).map((cell) => cell[1]!.replace(/^"(.*)"$/s, '$1').replace(/""/g, '"')));
}

describe.skipIf(engineProblem !== null)('documents zip', () => {
  forEachDatabase(
    'Zip downloads of a request: customer documents, dossier, a bank\'s signed documents',
    (ctx) => {
      let agent: Member;
      let customer: Member;
      let stranger: Member;
      let otherClient: Member;
      let requestId: number;
      let subUuid: string;
      let bankDocument: { uuid: string; name: string };

      const bytesOf = async (sha256: string): Promise<Buffer> => {
        const stream = await fileStoreFromConfig(ctx.app.config).get(sha256);
        const chunks: Buffer[] = [];
        for await (const chunk of stream!) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      };
      const liveFiles = (scope: string) =>
        ctx.database.db.selectFrom('storage_file').select(['uuid', 'name', 'type', 'sha256', 'size']).where('scope_uuid', '=', scope).where('deleted_at', 'is', null).execute();
      const signaturesOf = (fileUuid: string) => ctx.database.db.selectFrom('file_signature').select(['signature', 'certificate_facts']).where('file_uuid', '=', fileUuid).orderBy('signed_at').execute();

      beforeAll(async () => {
        agent = await signedInAgent(ctx.app);
        customer = await signedInClient(ctx.app);
        stranger = await signedInAgent(ctx.app);
        otherClient = await signedInClient(ctx.app);
        const filled = await completeRequest(ctx.app, agent, { banks: [sber.uuid] });
        requestId = filled.id;
        const db = ctx.database.db;
        await db.updateTable('bg_request').set({ client_organization_uuid: customer.organizationUuid }).where('id', '=', requestId).execute();
        // The print forms, signed for real by the applicant's test certificate.
        expect(await signRequest(ctx.app, requestId, { token: agent.token })).toBe(true);
        // Two files of the same name and one whose name tries to leave its folder.
        const store = fileStoreFromConfig(ctx.app.config);
        const charter = filled.documentsScope;
        for (const [name, text] of [
          ['Устав.pdf', 'первая редакция'],
          ['Устав.pdf', 'вторая редакция'],
          ['../../Секрет:файл?.pdf', 'попытка выйти из папки'],
        ] as const) {
          const content = await store.put(Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`));
          await insertStoredFile(db, { scope_uuid: charter, type: 'charter', name, size: content.size, mime: 'application/pdf', sha256: content.sha256, organization_uuid: agent.organizationUuid, created_by: agent.viewer.userId });
        }
        // A bank that got the request, posted a document through its API, and the applicant signed it.
        const [sub] = await db.transaction().execute((trx) => ensureSubRequests(trx, requestId, [sber.uuid]));
        subUuid = sub!.uuid;
        await moveAs(ctx.app, subUuid, ['send'], { kind: 'user', userId: agent.viewer.userId });
        const boundary = '----garantZip';
        const payload = Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nother\r\n`),
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Справка банка.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
          Buffer.from('%PDF-1.4\n% справка банка\n%%EOF\n'),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        const posted = await ctx.app.inject({ method: 'POST', url: `/bank-api/v1/subrequests/${subUuid}/documents`, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${await bankKey(ctx.app, sber.uuid)}` } });
        expect(posted.statusCode, posted.body).toBe(200);
        const file = (posted.json() as { data: { document: { file: { uuid: string; name: string; link: string } } } }).data.document.file;
        bankDocument = file;
        const as = { token: agent.token };
        const [certificate] = await testCertificates(ctx.app, requestId, as);
        const signature = await testSignature(ctx.app, requestId, as, certificate!.thumbprint, Buffer.from('%PDF-1.4\n% справка банка\n%%EOF\n'));
        const stored = await storeSignature(ctx.app, { uuid: file.uuid, name: file.name, link: '' }, as, signature);
        expect(stored.status, stored.body.message).toBe(200);
      });

      it('the dossier holds every document, print form and bank file byte for byte, each signature beside its file, and the index lists them', async () => {
        const answer = await download(ctx.app, `/v1/bgrequest/read/${requestId}/zip/dossier`, agent.token);
        expect(answer.status).toBe(200);
        expect(answer.headers['content-type']).toBe('application/zip');
        expect(answer.headers['cache-control']).toBe('no-store');
        expect(archiveName(answer.headers)).toBe(`Заявка № ${requestId} — досье.zip`);
        const zip = unzipSync(answer.body);
        const scope = (await ctx.database.db.selectFrom('bg_request').select('documents_scope_uuid').where('id', '=', requestId).executeTakeFirstOrThrow()).documents_scope_uuid;
        const requestFiles = await liveFiles(scope);
        const bankFiles = await liveFiles(subUuid);
        expect(bankFiles.map((file) => file.name)).toEqual(['Справка банка.pdf']);
        const names = Object.keys(zip);
        const index = indexRows(zip);
        expect(index[0]).toEqual(['Папка', 'Файл', 'Размер, байт', 'SHA-256', 'Что это', 'Подписал', 'Когда подписано (МСК)', 'Примечание']);
        let signatureCount = 0;
        for (const file of [...requestFiles, ...bankFiles]) {
          // Each stored file is in the archive once, with the stored bytes; the index names it with its size and hash.
          const rows = index.filter((row) => row[3] === file.sha256 && row[2] === String(file.size) && !row[1]!.endsWith('.sig'));
          const row = rows.find((candidate) => zip[`${candidate[0]}/${candidate[1]}`] !== undefined);
          expect(row, file.name).toBeDefined();
          const path = `${row![0]}/${row![1]}`;
          expect(Buffer.from(zip[path]!).equals(await bytesOf(file.sha256)), path).toBe(true);
          if (file.type.startsWith('printform_')) expect(path.startsWith('Печатные формы/')).toBe(true);
          else if (file.type.startsWith('bank_')) expect(path).toBe(`Банк ${sber.middle_name || sber.bank_name}/Справка банка.pdf`);
          else expect(path.startsWith('Документы/')).toBe(true);
          const signatures = await signaturesOf(file.uuid);
          signatureCount += signatures.length;
          for (const [i, signature] of signatures.entries()) {
            const sigPath = i === 0 ? `${path}.sig` : `${path} (${i + 1}).sig`;
            expect(zip[sigPath], sigPath).toBeDefined();
            expect(Buffer.from(zip[sigPath]!).equals(signature.signature)).toBe(true);
            // The file's row says who signed, and the .sig's row too.
            expect(row![5]).toContain(signature.certificate_facts.last_name!);
            expect(row![6]).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d/);
            expect(index.some((candidate) => `${candidate[0]}/${candidate[1]}` === sigPath && candidate[4] === `Электронная подпись к «${row![1]}»`)).toBe(true);
          }
        }
        // Both print forms and the bank's document are signed.
        expect(signatureCount).toBe(3);
        expect(names).toHaveLength(requestFiles.length + bankFiles.length + signatureCount + 1);
        expect(index).toHaveLength(names.length);
        // The same name twice: «(2)»; a name with a path in it stays in its folder.
        const charterFolder = `Документы/${'Устав (действующая редакция со всеми изменениями)'}`;
        expect(names).toContain(`${charterFolder}/Устав (2).pdf`);
        expect(names).toContain(`${charterFolder}/.._.._Секрет_файл_.pdf`);
        expect(names.every((name) => !name.startsWith('/') && !name.split('/').includes('..'))).toBe(true);
        // Russian names carry the UTF-8 flag and the Info-ZIP Unicode Path field.
        const records = centralNames(answer.body);
        expect(records.map((record) => record.name).sort()).toEqual([...names].sort());
        expect(records.every((record) => record.utf8 && record.unicodeExtra)).toBe(true);
      });

      it('is sent as it is to a browser that accepts compression: a zip is not compressed again', async () => {
        const response = await ctx.app.inject({ method: 'GET', url: `/v1/bgrequest/read/${requestId}/zip/customer-documents`, headers: { authorization: `Bearer ${agent.token}`, 'accept-encoding': 'br, gzip' } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(Object.keys(unzipSync(response.rawPayload))).toContain('Опись.csv');
      });

      it('the customer documents are the uploads alone, by document type', async () => {
        const answer = await download(ctx.app, `/v1/bgrequest/read/${requestId}/zip/customer-documents`, customer.token);
        expect(answer.status).toBe(200);
        expect(archiveName(answer.headers)).toBe(`Заявка № ${requestId} — документы клиента.zip`);
        const names = Object.keys(unzipSync(answer.body));
        const scope = (await ctx.database.db.selectFrom('bg_request').select('documents_scope_uuid').where('id', '=', requestId).executeTakeFirstOrThrow()).documents_scope_uuid;
        const uploads = (await liveFiles(scope)).filter((file) => !file.type.startsWith('printform_'));
        expect(names.filter((name) => name !== 'Опись.csv')).toHaveLength(uploads.length);
        expect(names.every((name) => name === 'Опись.csv' || name.startsWith('Документы/'))).toBe(true);
      });

      it("a bank's signed documents: what the bank sent, and the request's signed forms, with their signatures", async () => {
        const answer = await download(ctx.app, `/v1/bgsubrequest/read/${subUuid}/zip/signed`, agent.token);
        expect(answer.status).toBe(200);
        expect(archiveName(answer.headers)).toBe(`Заявка № ${requestId} — ${sber.middle_name || sber.bank_name} — подписанные документы.zip`);
        const zip = unzipSync(answer.body);
        const names = Object.keys(zip).sort();
        expect(names.filter((name) => name.startsWith('Документы банка/'))).toEqual(['Документы банка/Справка банка.pdf', 'Документы банка/Справка банка.pdf.sig']);
        expect(Buffer.from(zip['Документы банка/Справка банка.pdf.sig']!).equals((await signaturesOf(bankDocument.uuid))[0]!.signature)).toBe(true);
        const requestPart = names.filter((name) => name.startsWith('Заявка/'));
        expect(requestPart).toHaveLength(4);
        expect(requestPart.filter((name) => name.endsWith('.pdf.sig'))).toHaveLength(2);
        // Unsigned uploads are not «signed documents».
        expect(names.some((name) => name.startsWith('Документы/'))).toBe(false);
      });

      it('a request without documents gives a valid archive with the index alone, saying so', async () => {
        const empty = await newRequest(ctx.app, agent);
        for (const kind of ['customer-documents', 'dossier']) {
          const answer = await download(ctx.app, `/v1/bgrequest/read/${empty.id}/zip/${kind}`, agent.token);
          expect(answer.status).toBe(200);
          const zip = unzipSync(answer.body);
          expect(Object.keys(zip)).toEqual(['Опись.csv']);
          expect(indexRows(zip)[1]).toEqual(['', '', '', '', '', '', '', 'В заявке пока нет документов']);
        }
      });

      it('is seen exactly as the request: another organisation, a client of another request, no session, a malformed number', async () => {
        const urls = () => [`/v1/bgrequest/read/${requestId}/zip/dossier`, `/v1/bgrequest/read/${requestId}/zip/customer-documents`, `/v1/bgsubrequest/read/${subUuid}/zip/signed`];
        const notFound = (url: string) => (url.includes('bgsubrequest') ? 'Заявка в банк не найдена' : 'Заявка не найдена');
        for (const url of urls()) {
          for (const member of [stranger, otherClient]) {
            const answer = await download(ctx.app, url, member.token);
            expect(answer.status, `${url}`).toBe(404);
            expect(JSON.parse(answer.body.toString('utf8'))).toEqual({ code: 40400, message: notFound(url) });
          }
          expect((await download(ctx.app, url)).status).toBe(401);
          expect((await download(ctx.app, url, customer.token)).status).toBe(200);
        }
        for (const url of ['/v1/bgrequest/read/0/zip/dossier', '/v1/bgrequest/read/1e3/zip/customer-documents', '/v1/bgsubrequest/read/not-a-uuid/zip/signed', '/v1/bgsubrequest/read/00000000-0000-4000-8000-000000000000/zip/signed']) {
          const answer = await download(ctx.app, url, agent.token);
          expect(answer.status, url).toBe(404);
        }
      });
    },
    { env: dataDirEnv() },
  );
});
