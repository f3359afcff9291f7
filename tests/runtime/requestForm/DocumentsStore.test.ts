import { describe, expect, it } from 'vitest';
import { createRequestFormApi } from '../../../src/api';
import { DocumentsStore } from '../../../src/runtime/requestForm/DocumentsStore';
import { FinanceImportStore, importParsed, reportFromParsed } from '../../../src/runtime/requestForm/FinanceImportStore';
import { fail, ok } from '../../api/support/scriptedAdapter';
import { makeForm, rootFixture } from './support';

const ROOT = 'GET /v1/bgrequest/read/42/root/edit';
const SBER = '9fee5cae-0291-5434-ba9d-748f6a58e441';
const SCOPE = '5c0b8a3e-2d7f-4e1a-9b6c-3f2e1d0c9b8a';
const stored = { uuid: '3b5d1c2e-9a7f-4c1d-8e2b-6f0a1d2c3b4a', type: 'charter', name: 'Устав.pdf', size: 20480, created_at: '2026-11-22T09:00:00.000Z' };

async function documentsOf(routes: Parameters<typeof makeForm>[0]) {
  const made = makeForm({ [ROOT]: ok(rootFixture({ selected_banks: [SBER], documents_scope_uuid: SCOPE })), ...routes });
  await made.form.load();
  return { ...made, documents: new DocumentsStore(made.form, made.storage, () => made.clock.now()) };
}

describe('DocumentsStore', () => {
  it('uploads a file to the request\'s documents scope and lists it under its document type', async () => {
    const { form, documents, network } = await documentsOf({ 'POST /v1/storage/write/file': ok(stored) });
    expect(form.errorsOf('documents').length).toBeGreaterThan(0);
    expect(await documents.upload('charter', new Blob(['%PDF-1.7']), 'Устав.pdf')).toBe(true);
    const call = network.seen.find((seen) => seen.url === '/v1/storage/write/file');
    const body = call?.body as FormData;
    expect(body.get('scope')).toBe(SCOPE);
    expect(body.get('type')).toBe('charter');
    const charter = (form.dataOf('documents').documents as { docType: string; files: unknown[] }[]).find((entry) => entry.docType === 'charter');
    expect(charter?.files).toEqual([{ uuid: stored.uuid, name: 'Устав.pdf', size: 20480, uploaded_at: stored.created_at }]);
    expect(documents.uploads).toEqual([]);
    // The sidebar counts the document at once: an upload is no typing to wait for.
    expect(form.shownProgress.documents.count_points).toBe(1);
  });

  it('a refused upload keeps the server\'s message, or «Ошибка загрузки документа»', async () => {
    const words = 'Файл этого типа загрузить нельзя: нужны PDF, JPG, PNG, DOCX, XLSX, XML или подпись';
    const refused = await documentsOf({ 'POST /v1/storage/write/file': fail(400, words) });
    expect(await refused.documents.upload('charter', new Blob(['MZ']), 'virus.exe')).toBe(false);
    expect(refused.documents.uploadsOf('charter')[0]?.error).toBe(words);

    const down = await documentsOf({ 'POST /v1/storage/write/file': { network: 'down' } });
    expect(await down.documents.upload('charter', new Blob(['%PDF']), 'Устав.pdf')).toBe(false);
    expect(down.documents.uploadsOf('charter')[0]?.error).toBe('Ошибка загрузки документа');
  });

  it('«Далее» pressed while files are uploading waits for them, busy, and judges the step with them', async () => {
    let release: () => void = () => undefined;
    const landed = new Promise<void>((resolve) => {
      release = resolve;
    });
    let uploaded = 0;
    const { form, documents, navigation } = await documentsOf({
      'POST /v1/storage/write/file': async (request) => {
        await landed;
        uploaded += 1;
        const type = (request.body as FormData).get('type') as string;
        return ok({ ...stored, uuid: `3b5d1c2e-9a7f-4c1d-8e2b-6f0a1d2c3b${String(uploaded).padStart(2, '0')}`, type, name: `${type}.pdf` });
      },
      'POST /v2/bgrequest/write/42/step/documents': ok({}),
      'POST /v2/bgrequest/write/saveasdraft': ok({}),
    });
    form.enter('documents');
    const required = (form.dataOf('documents').documents as { docType: string; requiredForbanks: string[] }[]).filter((entry) => entry.requiredForbanks.length > 0);
    expect(required.length).toBeGreaterThan(0);
    const uploads = required.map((entry) => documents.upload(entry.docType, new Blob(['%PDF-1.7']), `${entry.docType}.pdf`));
    const next = form.next();
    await Promise.resolve();
    // Nothing is refused while the files are on their way; the buttons say the step is busy.
    expect(form.saving).toBe(true);
    expect(form.shownErrors).toEqual([]);
    release();
    await Promise.all(uploads);
    expect(await next).toBe(true);
    expect(form.errorsOf('documents')).toEqual([]);
    expect(navigation.last).toMatch(/^\/agent\/request\/42\//);
    expect(form.saving).toBe(false);
  });

  it('removes a file from the storage and from the list', async () => {
    const { form, documents } = await documentsOf({ 'POST /v1/storage/write/file': ok(stored), [`DELETE /v1/storage/delete/file/${stored.uuid}`]: ok({}) });
    await documents.upload('charter', new Blob(['%PDF']), 'Устав.pdf');
    expect(await documents.remove('charter', stored.uuid)).toBe(true);
    const charter = (form.dataOf('documents').documents as { docType: string; files: unknown[] }[]).find((entry) => entry.docType === 'charter');
    expect(charter?.files).toEqual([]);
  });
});

describe('FinanceImportStore', () => {
  const parsed = {
    source: 'fns_xml',
    periods: [{ code: 'period1', year: 2025, date: '2025-12-31' }, { code: 'period2', year: 2024, date: '2024-12-31' }],
    lines: { '1600': { period1: 96380, period2: 76329 }, '2110': { period1: 184560 } },
  };

  it('turns the parsed statements into the finance report of the step', () => {
    expect(reportFromParsed(parsed)).toEqual({
      source: 'fns_xml',
      period1: { year: 2025, date: '2025-12-31', lines: { '1600': 96380, '2110': 184560 } },
      period2: { year: 2024, date: '2024-12-31', lines: { '1600': 76329 } },
    });
  });

  it('puts each parsed year into the period of the same reporting date and names a date no period stands for', () => {
    const calendar = [{ period: 'period1', date: '2026-09-30' }, { period: 'period5', date: '2025-12-31' }];
    expect(importParsed(parsed, {}, calendar)).toEqual({
      report: { source: 'fns_xml', period5: { year: 2025, date: '2025-12-31', lines: { '1600': 96380, '2110': 184560 } } },
      skipped: ['2024 год'],
    });
  });

  it('«Загрузить отчётность ФНС» sends the file with the company\'s INN and fills the step', async () => {
    const { form, network, http } = makeForm({ [ROOT]: ok(rootFixture()), 'POST /v2/questionnaire/read/finance/parsebb': ok({ ...parsed, hint: null }) });
    await form.load();
    const store = new FinanceImportStore(form, createRequestFormApi(http));
    expect(await store.import(new Blob(['<Файл/>']), 'NO_BUHOTCH.xml')).toBe(true);
    expect((network.seen[1]?.body as FormData).get('inn')).toBe('7707083893');
    // 22 November 2026: the file's 2025 is the report's last closed year, period5; its 2024 is period6.
    expect((form.dataOf('finance').report as Record<string, unknown>).period5).toEqual({ year: 2025, date: '2025-12-31', lines: { '1600': 96380, '2110': 184560 } });
    expect((form.dataOf('finance').report as Record<string, unknown>).period6).toEqual({ year: 2024, date: '2024-12-31', lines: { '1600': 76329 } });
    expect((form.dataOf('finance').report as Record<string, unknown>).period1).toBeUndefined();
  });

  it('a refused file shows the server\'s words', async () => {
    const { form, http } = makeForm({ [ROOT]: ok(rootFixture()), 'POST /v2/questionnaire/read/finance/parsebb': fail(400, 'Файл не похож на бухгалтерскую отчётность') });
    await form.load();
    const store = new FinanceImportStore(form, createRequestFormApi(http));
    expect(await store.import(new Blob(['x']), 'a.txt')).toBe(false);
    expect(store.error).toBe('Файл не похож на бухгалтерскую отчётность');
  });
});

describe('DocumentsStore: documents of the company\'s earlier requests', () => {
  it('lists the earlier files of a type and attaches one without uploading it again', async () => {
    const earlier = { ...stored, uuid: '7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f' };
    const { form, documents, network } = await documentsOf({
      'GET /v1/storage/read/reusable/42/charter': ok([earlier]),
      'POST /v1/storage/write/reuse': ok({ ...earlier, uuid: '8d2f3e4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a' }),
    });
    await documents.loadReusable('charter');
    expect(documents.reusable.charter).toEqual([earlier]);
    expect(await documents.reuse('charter', earlier.uuid)).toBe(true);
    expect(network.seen.find((call) => call.url === '/v1/storage/write/reuse')?.body).toEqual({ file_uuid: earlier.uuid, scope: SCOPE, type: 'charter' });
    const charter = (form.dataOf('documents').documents as { docType: string; files: { uuid: string }[] }[]).find((entry) => entry.docType === 'charter');
    expect(charter?.files.map((file) => file.uuid)).toEqual(['8d2f3e4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a']);
  });
});
