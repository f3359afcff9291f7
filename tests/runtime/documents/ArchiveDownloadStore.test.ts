import { describe, expect, it } from 'vitest';
import { createDocumentsZipApi, createHttp, writeToken } from '../../../src/api';
import { ArchiveDownloadStore } from '../../../src/runtime/documents/ArchiveDownloadStore';
import { MemoryStorage, scriptedAdapter, type Reply } from '../../api/support/scriptedAdapter';

function setUp(routes: Record<string, Reply | (() => Promise<Reply>)>) {
  const storage = new MemoryStorage();
  writeToken(storage, 'jwt');
  const network = scriptedAdapter(routes);
  return { network, store: new ArchiveDownloadStore(createDocumentsZipApi(createHttp({ baseURL: '/', storage, adapter: network.adapter }))) };
}

const zip = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);

describe('ArchiveDownloadStore', () => {
  it.each([
    [{ kind: 'dossier' as const, requestId: 7 }, 'GET /v1/bgrequest/read/7/zip/dossier', 'Заявка № 7 — досье.zip'],
    [{ kind: 'customerDocuments' as const, requestId: 7 }, 'GET /v1/bgrequest/read/7/zip/customer-documents', 'Заявка № 7 — документы клиента.zip'],
    [{ kind: 'signed' as const, requestId: 7, subrequestUuid: 'a1b2', bankName: 'Сбербанк' }, 'GET /v1/bgsubrequest/read/a1b2/zip/signed', 'Заявка № 7 — Сбербанк — подписанные документы.zip'],
  ])('fetches %o with the session token and names it as the server does', async (target, call, name) => {
    const { network, store } = setUp({ [call]: { status: 200, body: zip.buffer } });
    const archive = await store.fetch(target);
    expect(archive?.name).toBe(name);
    expect([...archive!.bytes]).toEqual([...zip]);
    expect(network.seen[0]?.authorization).toBe('Bearer jwt');
    expect(store.failureOf(target)).toBeNull();
  });

  it('is busy while the archive comes, refuses a second fetch meanwhile, and keeps a refusal in Russian', async () => {
    let release: (reply: Reply) => void = () => undefined;
    const { network, store } = setUp({ 'GET /v1/bgrequest/read/8/zip/dossier': () => new Promise<Reply>((resolve) => (release = resolve)) });
    const target = { kind: 'dossier' as const, requestId: 8 };
    const first = store.fetch(target);
    await Promise.resolve();
    expect(store.isBusy(target)).toBe(true);
    expect(await store.fetch(target)).toBeNull();
    release({ status: 404, body: new TextEncoder().encode('{"code":40400,"message":"Заявка не найдена"}').buffer });
    expect(await first).toBeNull();
    expect(store.isBusy(target)).toBe(false);
    expect(store.failureOf(target)).toBe('Не удалось скачать архив. Повторите попытку');
    expect(network.seen).toHaveLength(1);
  });
});
