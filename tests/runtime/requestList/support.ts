import type { RequestListApi } from '../../../src/api';
import type { CallOptions } from '../../../src/api/createHttp';
import { ApiFailure } from '../../../src/api/ApiFailure';
import { banksConfig } from '../../../src/domain/banks';
import { describeListPage } from '../../../src/domain/requestList/describeListRow';
import type {
  NotificatorsCountWire,
  RequestListPageWire,
  RequestListQueryWire,
  RequestListRowWire,
  RequestSearchQueryWire,
  RequestSearchWire,
} from '../../../src/domain/wire/requestListWire';

/** A call the fake transport holds until the test answers it. */
export interface HeldCall<Q, A> {
  query: Q;
  signal: AbortSignal | undefined;
  answer(value: A): void;
  fail(error: unknown): void;
}

function holder<Q, A>() {
  const calls: HeldCall<Q, A>[] = [];
  const call = (query: Q, options: CallOptions = {}) =>
    new Promise<A>((resolve, reject) => {
      const held: HeldCall<Q, A> = { query, signal: options.signal, answer: resolve, fail: reject };
      calls.push(held);
      // Like axios: an aborted call rejects as cancelled.
      options.signal?.addEventListener('abort', () => reject(new ApiFailure({ source: 'cancelled' })));
    });
  return { calls, call };
}

/** The request list calls, answered by hand: lets a test decide the order answers arrive in. */
export function fakeListApi() {
  const pages = holder<RequestListQueryWire, RequestListPageWire>();
  const searches = holder<RequestSearchQueryWire, RequestSearchWire>();
  const counts = holder<boolean, NotificatorsCountWire>();
  // Answers are given as the wire carries them and described as the real client describes them.
  const readPage: RequestListApi['readPage'] = async (query, options) => describeListPage(await pages.call(query, options), banksConfig.banks);
  const api: RequestListApi = { readPage, search: searches.call, readCounts: counts.call };
  return { api, pages: pages.calls, searches: searches.calls, counts: counts.calls };
}

export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A bank of config the fixtures' rows are sent to. */
export const fixtureBank = banksConfig.banks[0]!;

/** A row as the list's answer carries it. */
export function rowFixture(id: number, overrides: Partial<RequestListRowWire> = {}): RequestListRowWire {
  return {
    id,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    name: 'ООО «Ромашка»',
    inn: '7707083893',
    kpp: '770701001',
    is_ip: false,
    tender_number: '0173100007926000041',
    tender_lot_number: null,
    law: 44,
    guarantee_type: 'execution',
    sum: '1500000.00',
    date_from: '2026-12-01',
    date_to: '2027-06-01',
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-21T10:00:00.000Z',
    readonly: false,
    actor: 'agent',
    manager: null,
    combined_status: { status: 'Offer', label: 'Есть предложение', colour: 'green', revocable: true, editable: false },
    banks: [
      {
        bank_uuid: fixtureBank.uuid,
        status: 'Offer',
        sub_status: 'offer',
        commission: '15000.00',
      },
    ],
    ...overrides,
  };
}

export function pageOf(rows: RequestListRowWire[], total = rows.length, page_number = 1, page_size = 50): RequestListPageWire {
  return { rows, total, page_number, page_size };
}

export const countsOf = (all: number): NotificatorsCountWire => ({ counts: { all, offers: 1, demands: 0, deals: 0, drafts: 2 } });
