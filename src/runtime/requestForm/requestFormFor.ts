import { createRequestFormApi, createStorageApi, type ApiFailure } from '../../api';
import { BirthCountryStore } from './BirthCountryStore';
import { DocumentsStore } from './DocumentsStore';
import { FinanceImportStore } from './FinanceImportStore';
import { JointCustomersStore } from './JointCustomersStore';
import type { RootStore } from '../RootStore';
import { CreateRequestStore } from './CreateRequestStore';
import { RequestFormStore } from './RequestFormStore';
import { StepDrafts } from './StepDrafts';

const forms = new WeakMap<RootStore, Map<number, RequestFormStore>>();

function report(root: RootStore) {
  return (failure: unknown) => root.failures.report(failure as ApiFailure);
}

/**
 * The request form store of one request, kept while the app runs, so moving between its steps
 * keeps what was loaded and typed.
 */
export function requestFormFor(root: RootStore, id: number): RequestFormStore {
  let byId = forms.get(root);
  if (!byId) {
    byId = new Map();
    forms.set(root, byId);
  }
  let form = byId.get(id);
  if (!form) {
    form = new RequestFormStore(id, {
      api: createRequestFormApi(root.http),
      navigation: root.ports.navigation,
      routes: root.routes,
      clock: root.ports.clock,
      logger: root.ports.logger,
      report: report(root),
      drafts: new StepDrafts(root.ports.storage, id),
    });
    byId.set(id, form);
  }
  return form;
}

/** A fresh new-request page. */
export function createRequestFor(root: RootStore): CreateRequestStore {
  return new CreateRequestStore({ api: createRequestFormApi(root.http), navigation: root.ports.navigation, routes: root.routes, report: report(root) });
}

const documentStores = new WeakMap<RequestFormStore, DocumentsStore>();

/** The file uploads of a request's documents step. */
export function documentsFor(root: RootStore, form: RequestFormStore): DocumentsStore {
  let store = documentStores.get(form);
  if (!store) {
    store = new DocumentsStore(form, createStorageApi(root.http), () => root.ports.clock.now());
    documentStores.set(form, store);
  }
  return store;
}

const financeStores = new WeakMap<RequestFormStore, FinanceImportStore>();

/** The statements import of a request's finance step. */
export function financeImportFor(root: RootStore, form: RequestFormStore): FinanceImportStore {
  let store = financeStores.get(form);
  if (!store) {
    store = new FinanceImportStore(form, createRequestFormApi(root.http));
    financeStores.set(form, store);
  }
  return store;
}

const customersStores = new WeakMap<RequestFormStore, JointCustomersStore>();

/** The customers of a request's joint procurement. */
export function jointCustomersFor(root: RootStore, form: RequestFormStore): JointCustomersStore {
  let store = customersStores.get(form);
  if (!store) {
    store = new JointCustomersStore(form, createRequestFormApi(root.http));
    customersStores.set(form, store);
  }
  return store;
}

const birthCountryStores = new WeakMap<RequestFormStore, BirthCountryStore>();

/** The birth-country lookup of a sole entrepreneur's head. */
export function birthCountryFor(root: RootStore, form: RequestFormStore): BirthCountryStore {
  let store = birthCountryStores.get(form);
  if (!store) {
    store = new BirthCountryStore(form, createRequestFormApi(root.http), root.ports.clock);
    birthCountryStores.set(form, store);
  }
  return store;
}
