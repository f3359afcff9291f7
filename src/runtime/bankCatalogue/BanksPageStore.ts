import { makeAutoObservable, runInAction } from 'mobx';
import type { AccessionApi } from '../../api/accession';
import { bankConditions, type BankCondition } from '../../domain/bankCatalogue/bankConditions';
import { bankRequirements, type BankRequirements } from '../../domain/bankCatalogue/bankRequirements';
import { bankStanding, type BankStanding } from '../../domain/bankCatalogue/bankStanding';
import { matchesBankQuery } from '../../domain/bankCatalogue/matchesBankQuery';
import { groupByBankType, type BankGroup, type BankSettings } from '../../domain/banks';
import { localDay } from '../../domain/finance/reportingPeriods';
import type { OrganizationDocumentsWire } from '../../domain/wire/accessionWire';
import type { Clock } from '../ports';

export interface BanksPagePorts {
  /** GET /v2/user/read/docs/sign: the organisation's documents, read once per page. */
  accession: Pick<AccessionApi, 'readDocuments'>;
  clock: Pick<Clock, 'now'>;
  /** The banks as the environment sees them (config/banks.json). */
  banks: readonly BankSettings[];
}

/** One bank of the list: its settings, where the organisation stands with it, and its conditions in words. */
export interface BankCard {
  readonly bank: BankSettings;
  /** Null while the organisation's documents are being read. */
  readonly standing: BankStanding | null;
  readonly conditions: readonly BankCondition[];
  readonly requirements: BankRequirements;
}

/**
 * The banks page (/{role}/banks): every bank of config/banks.json in its group and the fixed order,
 * filtered by name as the user types, each with its conditions, what it requires, and the
 * organisation's standing with it by the documents signed with the operator (one call). The bank
 * whose conditions are open is kept here too.
 */
export class BanksPageStore {
  query = '';
  documents: OrganizationDocumentsWire | null = null;
  state: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle';
  /** The uuid of the bank whose conditions are open; null when none is. */
  openUuid: string | null = null;
  private readonly ports: BanksPagePorts;

  constructor(ports: BanksPagePorts) {
    this.ports = ports;
    makeAutoObservable<BanksPageStore, 'ports'>(this, { ports: false }, { autoBind: true });
  }

  /** Reads the organisation's documents; the list shows at once from the config and the standing follows. */
  async load(): Promise<void> {
    if (this.state === 'loading') return;
    this.state = 'loading';
    try {
      const documents = await this.ports.accession.readDocuments({ silent: true });
      runInAction(() => {
        this.documents = documents;
        this.state = 'loaded';
      });
    } catch {
      runInAction(() => {
        this.state = 'failed';
      });
    }
  }

  setQuery(query: string): void {
    this.query = query;
  }

  open(uuid: string): void {
    this.openUuid = uuid;
  }

  close(): void {
    this.openUuid = null;
  }

  get today(): string {
    return localDay(new Date(this.ports.clock.now()));
  }

  /** Every bank as a card, in the fixed order; the standing follows the documents (unknown when they failed). */
  get cards(): BankCard[] {
    const today = this.today;
    return this.ports.banks.map((bank) => ({
      bank,
      standing: this.standingReady || bank.type === 'archive' ? bankStanding(bank, this.documents) : null,
      conditions: bankConditions(bank),
      requirements: bankRequirements(bank, today),
    }));
  }

  /** Whether the standing is known yet (or known to be missing). */
  get standingReady(): boolean {
    return this.state === 'loaded' || this.state === 'failed';
  }

  /** The cards that answer the query, as 'Банки платформы', 'Банки партнёров', 'Архив'. */
  get groups(): BankGroup<BankCard>[] {
    const found = this.cards.filter((card) => matchesBankQuery(card.bank, this.query));
    return groupByBankType(found, (card) => card.bank.uuid, this.ports.banks);
  }

  get foundCount(): number {
    return this.groups.reduce((sum, group) => sum + group.items.length, 0);
  }

  get openCard(): BankCard | null {
    return this.cards.find((card) => card.bank.uuid === this.openUuid) ?? null;
  }

  /** Banks closed to sending now by the organisation's documents. */
  get closedCount(): number {
    return this.cards.filter((card) => card.standing !== null && !card.standing.open && card.bank.type !== 'archive').length;
  }
}
