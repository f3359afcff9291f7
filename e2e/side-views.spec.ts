import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { acceptCookies, artifactsDir, configBank, fillRequest, signInToRequestList } from './support';

// The side panels of customers, documents, delivery, the draft agreement and passport recognition,
// each opened by its address over the request list on the demo data: a joint request made from the
// shipped joint tender, a complete request with a real PDF and an image among its documents, and the
// demo list's deals for the delivery, the agreement and the bank's documents.
test.describe.configure({ mode: 'serial' });

const JOINT_TENDER = '0173100009526000033';

/** A one-page PDF with a line of text, its cross-reference table reckoned byte by byte. */
function realPdf(text: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const stream = `BT /F1 28 Tf 72 760 Td (${text}) Tj ET\n0.2 0.4 0.8 rg 72 600 451 80 re f`;
  objects[3] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A small PNG of two colour bands. */
function realPng(width = 240, height = 120): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(typed));
    return Buffer.concat([length, typed, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) rows.set(y < height / 2 ? [22, 119, 255] : [250, 173, 20], row + 1 + x * 3);
  }
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** The screen as the person sees it (the list behind the panel is long; the whole page is not needed). */
async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${artifactsDir}/side-views-${name}.png` });
}

test('each side view of customers, documents, delivery, agreement and passport opens by its address', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const token = await signInToRequestList(page);
  // The demo deals' live toasts may lie over the cookie notice: the click goes to the button itself.
  await acceptCookies(page, 'dispatch');
  const headers = { authorization: `Bearer ${token}` };
  const data = async <T>(answer: Promise<{ json(): Promise<unknown> }>): Promise<T> => ((await (await answer).json()) as { data: T }).data;

  // A joint request from the shipped joint tender, its three customers saved with the guarantee step.
  const joint = await data<{ id: number }>(
    page.request.post('/v1/bgrequest/write', {
      headers,
      data: {
        'company-information': { name: 'ООО «Северная Звезда»', inn: '7701234560', kpp: '770101001', ogrn: '1157746123457', is_ip: false, address: '125009, г. Москва, ул. Тверская, д. 7', region_name: 'г Москва' },
        'guarantee-information': { has_registry_number: true, tender_number: JOINT_TENDER, tender_lot_number: 1, stage: 'y' },
      },
    }),
  );
  // The form saves the procurement read from EIS beside the request: that marks it joint.
  const tender = await data<Record<string, unknown>>(page.request.get(`/v1/tender/read/full/${JOINT_TENDER}/1`, { headers }));
  const tendered = await page.request.post(`/v2/bgrequest/write/tender/${joint.id}`, { headers, data: { tender: { ...tender, lot_number: 1 } } });
  expect(tendered.status(), await tendered.text()).toBe(200);
  const customers = [
    { order_num: 1, name: 'Федеральное казначейство', is_active: true, sum: 24000, date_from: '2026-12-01' },
    { order_num: 2, name: 'Министерство финансов Российской Федерации', is_active: true, sum: 18500, date_from: '2026-12-01' },
    { order_num: 3, name: 'Федеральная служба государственной регистрации, кадастра и картографии', is_active: false, sum: 31500, date_from: '2026-12-01' },
  ];
  const saved = await page.request.post('/v1/bgparameters/write', {
    headers,
    data: { request_id: joint.id, parameters: { stage: 'y', sum: 42500, currency: 'rub', dateFrom: '2026-12-01', dateTo: '2027-03-31', beneficiary: 'bgForCustomer', delivery_type: 'digital', customers } },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // A complete request, and a real PDF and an image among its documents.
  const filled = fillRequest(baseURL!, token, [configBank('expobank')]);
  const root = await data<{ steps: { name: string; data: { documents?: { docType: string }[] } | null }[] }>(page.request.get(`/v1/bgrequest/read/${filled.id}/root/edit`, { headers }));
  const docType = root.steps.find((step) => step.name === 'documents')?.data?.documents?.[0]?.docType ?? 'charter';
  for (const [name, bytes, mime, type] of [
    ['Устав (новая редакция).pdf', realPdf('Ustav OOO Severnaya Zvezda'), 'application/pdf', docType],
    ['Фото офиса.png', realPng(), 'image/png', 'office_photo'],
  ] as const) {
    const stored = await page.request.post('/v1/storage/write/file', { headers, multipart: { type, scope: filled.documentsScope, dropOldVersionFiles: 'false', file: { name, mimeType: mime, buffer: bytes } } });
    expect(stored.status(), await stored.text()).toBe(200);
  }

  // The demo list's deals: a bank whose offer was accepted.
  const deals = await data<{ rows: { id: number; banks: { bank_uuid: string; sub_status: string }[] }[] }>(
    page.request.post('/v1/grid/read/list/groupped', { headers, data: { tab: 'deals', page_number: 1, page_size: 100 } }),
  );
  const deal = deals.rows.flatMap((row) => row.banks.map((bank) => ({ id: row.id, bank }))).find((entry) => entry.bank.sub_status.startsWith('deal_'));
  if (!deal) throw new Error('the demo list has no deal');

  const open = async (query: string, selector: string, name: string, text: RegExp | string) => {
    await page.goto(`/agent/requests/all?${query}`);
    const view = page.locator(selector);
    await expect(view).toBeVisible();
    await expect(view.getByText(text).first()).toBeVisible({ timeout: 15_000 });
    await shot(page, name);
  };
  const panel = (view: string) => `.side-panel[data-view="${view}"]`;
  const curtain = (view: string) => `.side-curtain[data-view="${view}"]`;

  await open(`selected=${joint.id}&sidebartab=CustomersList`, panel('CustomersList'), '01-customers', 'ИНН: 7710568760');
  await expect(page.locator(panel('CustomersList')).getByText('Суммы сходятся')).toBeVisible();
  await open(`selected=${joint.id}&sidebartab=${encodeURIComponent('CustomerDetails:customerIndex=2')}`, panel('CustomerDetails'), '02-customer', '7710168360');
  await open(`selected=${filled.id}&sidebartab=CustomersList`, panel('CustomersList'), '03-customers-not-joint', /не по совместной закупке/);

  await open(`selected=${filled.id}&sidebartab=DocumentPreview`, panel('DocumentPreview'), '04-documents', 'Устав (новая редакция).pdf');
  await expect(page.locator(`${panel('DocumentPreview')} canvas.side-extra-pdf-canvas`)).toBeVisible({ timeout: 45_000 });
  await shot(page, '04-documents-pdf');
  await open(
    `selected=${filled.id}&sidebartab=DocumentPreview&sidebarcurtain=${encodeURIComponent(`Document:docType=${docType}`)}`,
    curtain('Document'),
    '05-document-versions',
    'Действующая',
  );
  const image = await data<{ uuid: string }[]>(page.request.get(`/v1/storage/read/scope/${filled.documentsScope}/office_photo`, { headers }));
  await open(
    `selected=${filled.id}&sidebartab=DocumentPreview&sidebarcurtain=${encodeURIComponent(`DocumentPreview:fileUuid=${image[0]!.uuid}`)}`,
    curtain('DocumentPreview'),
    '06-file-preview',
    'Фото офиса.png',
  );
  await expect(page.locator(`${curtain('DocumentPreview')} img.side-extra-image`)).toBeVisible();

  await open(`selected=${deal.id}&sidebartab=${encodeURIComponent(`DeliveryInfo:bankUuid=${deal.bank.bank_uuid}`)}`, panel('DeliveryInfo'), '07-delivery', /Форма гарантии/);
  await open(`selected=${deal.id}&sidebartab=${encodeURIComponent(`RequestAgreement:bankUuid=${deal.bank.bank_uuid}`)}`, panel('RequestAgreement'), '08-agreement', /Состояние/);
  await open(`selected=${deal.id}&sidebartab=${encodeURIComponent(`BankDocumentPreview:bankUuid=${deal.bank.bank_uuid}`)}`, panel('BankDocumentPreview'), '09-bank-documents', /претензиям/);

  await open(`selected=${filled.id}&sidebartab=PassportRecognitionPreview`, panel('PassportRecognitionPreview'), '10-passport', 'Паспорт ещё не распознавался.');
  await page.locator(`${panel('PassportRecognitionPreview')} input[type="file"]`).setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: realPng() });
  await expect(page.locator(panel('PassportRecognitionPreview')).getByText('770-001')).toBeVisible({ timeout: 10_000 });
  await shot(page, '11-passport-read');
});
