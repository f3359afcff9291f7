import { createHttp, createRequestFormApi, createStorageApi } from '../../../src/api';
import { RouteTable } from '../../../src/runtime/routeTable';
import { MemoryStorage, scriptedAdapter, type Route } from '../../api/support/scriptedAdapter';
import { ManualClock, MemoryLogger, MemoryNavigation } from '../support/harness';
import { RequestFormStore } from '../../../src/runtime/requestForm/RequestFormStore';
import { StepDrafts } from '../../../src/runtime/requestForm/StepDrafts';

/** The root of request 42 as GET …/root/edit answers it, for a company with a registry number. */
export function rootFixture(overrides: Record<string, unknown> = {}) {
  return {
    id: 42,
    uuid: '0d6f1a9e-6a55-4c1b-9d55-2f5b6c1d0a42',
    inn: '7707083893',
    kpp: '773601001',
    ogrn: '1027700132195',
    name: 'ООО «Северная звезда»',
    is_ip: false,
    is_joint: false,
    tender_number: '0173100007926000041',
    readonly: false,
    sub_status: 'Draft',
    sub_common_status: 'draft',
    selected_banks: [],
    steps: {},
    ...overrides,
  };
}

/** A participation guarantee the guarantee step accepts. */
export const guaranteeStep = {
  stage: 'y',
  sum: 485000,
  currency: 'rub',
  dateFrom: '2026-12-01',
  dateTo: '2027-03-31',
  beneficiary: 'bgForCustomer',
  delivery_type: 'digital',
};

/** A request form store of request 42 over a scripted network, on 22 November 2026. */
export function makeForm(routes: Record<string, Route>, at = '/agent/request/42', kept = new MemoryStorage()) {
  const storage = new MemoryStorage();
  storage.setItem('bg_token', 'token');
  const network = scriptedAdapter(routes);
  const http = createHttp({ baseURL: '/', storage, adapter: network.adapter });
  const navigation = new MemoryNavigation(at);
  const clock = new ManualClock();
  const now = Date.parse('2026-11-22T09:00:00Z');
  clock.advance(now - clock.now());
  const logger = new MemoryLogger();
  const form = new RequestFormStore(42, {
    api: createRequestFormApi(http),
    navigation,
    routes: new RouteTable('agent'),
    clock,
    logger,
    // Written at once here: a test reloads by reading the same storage, with no idle time or pagehide between.
    drafts: new StepDrafts(kept, 42, (flush) => flush()),
  });
  return { form, network, navigation, clock, http, storage: createStorageApi(http), kept };
}
