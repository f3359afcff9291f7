import { makeAutoObservable, runInAction } from 'mobx';
import type { BanksApi, OffersApi } from '../../api';
import type { StatusHistoryEntryWire } from '../../domain/wire/banksWire';
import type { OfferVersionWire } from '../../domain/wire/offersWire';
import { sidebarTexts as t } from './texts';

type Loaded<T> = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; value: T };

/**
 * What the curtains of the banks read: the status history of a request or of one of its banks, and
 * the versions of an offer. Each curtain reads when it opens (the address may open it directly).
 */
export class CurtainDataStore<T> {
  result: Loaded<T> = { state: 'loading' };
  private readonly read: () => Promise<T>;
  private readonly failure: string;
  private generation = 0;

  constructor(read: () => Promise<T>, failure: string) {
    this.read = read;
    this.failure = failure;
    makeAutoObservable<CurtainDataStore<T>, 'read' | 'failure' | 'generation'>(this, { read: false, failure: false, generation: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    const generation = ++this.generation;
    if (this.result.state !== 'ready') this.result = { state: 'loading' };
    try {
      const value = await this.read();
      runInAction(() => {
        if (generation === this.generation) this.result = { state: 'ready', value };
      });
    } catch {
      runInAction(() => {
        if (generation === this.generation) this.result = { state: 'failed', message: this.failure };
      });
    }
  }
}

/** The status history of a request, or of one bank of it when a sub-request is named. */
export function statusHistoryData(banks: Pick<BanksApi, 'readRequestHistory' | 'readSubRequestHistory'>, requestId: number, subrequestUuid: string | null) {
  return new CurtainDataStore<StatusHistoryEntryWire[]>(
    async () => (subrequestUuid ? await banks.readSubRequestHistory(subrequestUuid) : await banks.readRequestHistory(requestId)).entries,
    t.historyLoadFailed,
  );
}

/** Every version of an offer, newest as the server orders them. */
export function offerVersionsData(offers: Pick<OffersApi, 'readVersions'>, offerUuid: string) {
  return new CurtainDataStore<OfferVersionWire[]>(async () => (await offers.readVersions(offerUuid)).versions, t.versionsLoadFailed);
}
