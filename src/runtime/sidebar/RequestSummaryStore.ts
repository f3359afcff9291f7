import { makeAutoObservable, runInAction } from 'mobx';
import type { RequestFormApi, RequestRootWire } from '../../api';
import type { CombinedStatusWire } from '../../domain/wire/banksWire';
import type { RequestListBank, RequestListRow } from '../../domain/requestList/describeListRow';
import { readRoot } from '../requestForm/readRoot';
import { sidebarTexts as t } from './texts';

/** What the panel shows of a request, whichever source it came from. */
export interface RequestSummary {
  readonly id: number;
  readonly name: string;
  readonly inn: string;
  readonly kpp: string | null;
  readonly isIp: boolean;
  readonly tenderNumber: string | null;
  readonly tenderLot: number | null;
  readonly law: number | null;
  /** A guarantee type code of the form (y, i_with_a …) or of the list (participation …). */
  readonly guaranteeType: string | null;
  readonly sum: string | number | null;
  readonly dateFrom: string | null;
  readonly dateTo: string | null;
  readonly deliveryType: string | null;
  readonly updatedAt: string | null;
  readonly createdAt: string | null;
  readonly managerName: string | null;
  readonly combined: CombinedStatusWire | null;
  /** The banks as the list row knows them; the panel's banks store replaces them once loaded. */
  readonly banks: readonly RequestListBank[];
  readonly readonly: boolean;
}

const GUARANTEE_STEP = 'guaranty-detail-info';
const START_STEP = 'guarantee-information';

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function amount(value: unknown): string | number | null {
  return typeof value === 'number' || (typeof value === 'string' && value !== '') ? value : null;
}

/** The summary a list row gives at once. */
export function summaryOfRow(row: RequestListRow): RequestSummary {
  return {
    id: row.id,
    name: row.name,
    inn: row.inn,
    kpp: row.kpp,
    isIp: row.is_ip,
    tenderNumber: row.tender_number,
    tenderLot: row.tender_lot_number,
    law: row.law,
    guaranteeType: row.guarantee_type,
    sum: row.sum,
    dateFrom: row.date_from,
    dateTo: row.date_to,
    deliveryType: null,
    updatedAt: row.updated_at,
    createdAt: row.created_at,
    managerName: row.manager?.name ?? null,
    combined: row.combined_status,
    banks: row.banks,
    readonly: row.readonly,
  };
}

/**
 * The summary the request's own root gives, over what a row gave (the root knows the form's
 * guarantee step: sum, dates, type and delivery; the row knows the list's combined status and banks).
 */
export function summaryOfRoot(root: RequestRootWire, row: RequestSummary | null): RequestSummary {
  const { data } = readRoot(root);
  const guarantee = data[GUARANTEE_STEP] ?? {};
  const start = data[START_STEP] ?? {};
  return {
    id: root.id,
    name: root.name || row?.name || '',
    inn: root.inn || row?.inn || '',
    kpp: root.kpp ?? row?.kpp ?? null,
    isIp: root.is_ip,
    tenderNumber: root.tender_number ?? text(start.tender_number) ?? row?.tenderNumber ?? null,
    tenderLot: root.tender_lot_number ?? row?.tenderLot ?? null,
    law: row?.law ?? null,
    guaranteeType: text(guarantee.stage) ?? text(start.stage) ?? row?.guaranteeType ?? null,
    sum: amount(guarantee.sum) ?? row?.sum ?? null,
    dateFrom: text(guarantee.dateFrom) ?? row?.dateFrom ?? null,
    dateTo: text(guarantee.dateTo) ?? row?.dateTo ?? null,
    deliveryType: text(guarantee.delivery_type),
    updatedAt: row?.updatedAt ?? null,
    createdAt: row?.createdAt ?? null,
    managerName: row?.managerName ?? null,
    combined: row?.combined ?? null,
    banks: row?.banks ?? [],
    readonly: root.readonly ?? row?.readonly ?? false,
  };
}

/**
 * One request as the side panel shows it: at once from what the list row knows (when a screen
 * registered its rows), then filled in from the request's root. A failed reading keeps the row's
 * summary and says what failed.
 */
export class RequestSummaryStore {
  readonly requestId: number;
  root: RequestRootWire | null = null;
  loading = false;
  loadError: string | null = null;
  private readonly api: Pick<RequestFormApi, 'readRootEdit'>;
  private readonly preview: () => RequestListRow | undefined;
  private generation = 0;

  constructor(requestId: number, api: Pick<RequestFormApi, 'readRootEdit'>, preview: () => RequestListRow | undefined) {
    this.requestId = requestId;
    this.api = api;
    this.preview = preview;
    makeAutoObservable<RequestSummaryStore, 'api' | 'preview' | 'generation'>(
      this,
      { requestId: false, api: false, preview: false, generation: false },
      { autoBind: true },
    );
  }

  /** The best summary known now; null until either the row or the root is there. */
  get summary(): RequestSummary | null {
    const row = this.preview();
    const fromRow = row ? summaryOfRow(row) : null;
    return this.root ? summaryOfRoot(this.root, fromRow) : fromRow;
  }

  async load(): Promise<void> {
    const generation = ++this.generation;
    this.loading = true;
    try {
      const root = await this.api.readRootEdit(this.requestId);
      runInAction(() => {
        if (generation !== this.generation) return;
        this.root = root;
        this.loadError = null;
      });
    } catch {
      runInAction(() => {
        if (generation === this.generation) this.loadError = t.requestLoadFailed;
      });
    } finally {
      runInAction(() => {
        if (generation === this.generation) this.loading = false;
      });
    }
  }
}
