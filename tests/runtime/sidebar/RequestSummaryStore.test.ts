import { describe, expect, it } from 'vitest';
import type { RequestRootWire } from '../../../src/api';
import type { RequestListRow } from '../../../src/domain/requestList/describeListRow';
import { offerVersionsData, statusHistoryData } from '../../../src/runtime/sidebar/CurtainDataStore';
import { RequestSummaryStore } from '../../../src/runtime/sidebar/RequestSummaryStore';

const row: RequestListRow = {
  id: 17,
  uuid: 'r-17',
  name: 'ООО «Ромашка»',
  inn: '7707083893',
  kpp: '770701001',
  is_ip: false,
  tender_number: '0173100000125000001',
  tender_lot_number: 1,
  law: 44,
  guarantee_type: 'participation',
  sum: '150000.00',
  date_from: '2026-12-01',
  date_to: '2027-03-01',
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-21T10:00:00Z',
  readonly: false,
  actor: 'agent',
  manager: { id: 3, name: 'Иванова Анна' },
  combined_status: { key: 'Offer', label: 'Есть предложение', colour: 'green' } as never,
  banks: [],
};

const root: RequestRootWire = {
  id: 17,
  uuid: 'r-17',
  inn: '7707083893',
  name: 'ООО «Ромашка»',
  is_ip: false,
  tender_number: '0173100000125000001',
  readonly: true,
  steps: [
    { name: 'guaranty-detail-info', data: { sum: 250000, dateFrom: '2026-12-05', dateTo: '2027-04-01', stage: 'y', delivery_type: 'paper', context: { x: 1 } }, checked: true },
  ],
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('RequestSummaryStore', () => {
  it('shows the row at once, then what the request itself says', async () => {
    const reading = deferred<RequestRootWire>();
    const store = new RequestSummaryStore(17, { readRootEdit: () => reading.promise }, () => row);
    const loading = store.load();
    expect(store.summary?.sum).toBe('150000.00');
    expect(store.summary?.combined?.label).toBe('Есть предложение');
    reading.resolve(root);
    await loading;
    expect(store.summary).toMatchObject({
      sum: 250000,
      dateFrom: '2026-12-05',
      guaranteeType: 'y',
      deliveryType: 'paper',
      readonly: true,
      law: 44,
      managerName: 'Иванова Анна',
      combined: { label: 'Есть предложение' },
    });
  });

  it('without a row waits for the request, and says when it cannot be read', async () => {
    const store = new RequestSummaryStore(17, { readRootEdit: () => Promise.reject(new Error('offline')) }, () => undefined);
    expect(store.summary).toBeNull();
    await store.load();
    expect(store.summary).toBeNull();
    expect(store.loadError).toMatch(/Не удалось загрузить заявку/);
    const ok = new RequestSummaryStore(17, { readRootEdit: () => Promise.resolve({ ...root, steps: undefined }) }, () => undefined);
    await ok.load();
    expect(ok.summary).toMatchObject({ name: 'ООО «Ромашка»', sum: null, combined: null, banks: [] });
  });

  it('keeps the newest reading when two overlap', async () => {
    const first = deferred<RequestRootWire>();
    const second = deferred<RequestRootWire>();
    const answers = [first.promise, second.promise];
    const store = new RequestSummaryStore(17, { readRootEdit: () => answers.shift()! }, () => undefined);
    const a = store.load();
    const b = store.load();
    second.resolve({ ...root, name: 'Новое' });
    await b;
    first.resolve({ ...root, name: 'Старое' });
    await a;
    expect(store.summary?.name).toBe('Новое');
    expect(store.loading).toBe(false);
  });
});

describe('curtain data', () => {
  it('reads the history of a bank or of the request, and the versions of an offer', async () => {
    const calls: string[] = [];
    const banks = {
      readRequestHistory: (id: number) => (calls.push(`request:${id}`), Promise.resolve({ entries: [{ to_label: 'Черновик' }] as never[] })),
      readSubRequestHistory: (uuid: string) => (calls.push(`sub:${uuid}`), Promise.resolve({ entries: [] })),
    };
    const whole = statusHistoryData(banks, 9, null);
    expect(whole.result.state).toBe('loading');
    await whole.load();
    expect(whole.result).toEqual({ state: 'ready', value: [{ to_label: 'Черновик' }] });
    await statusHistoryData(banks, 9, 's-1').load();
    expect(calls).toEqual(['request:9', 'sub:s-1']);

    const failing = offerVersionsData({ readVersions: () => Promise.reject(new Error('500')) }, 'o');
    await failing.load();
    expect(failing.result).toEqual({ state: 'failed', message: 'Не удалось загрузить версии предложения' });
  });
});
