import { makeAutoObservable } from 'mobx';
import { bankRequirements, type BankRequirements } from '../../domain/bankCatalogue/bankRequirements';
import { compareBanks, COMPARE_MAX, COMPARE_MIN, type ComparisonRow } from '../../domain/bankCatalogue/compareBanks';
import { matchesBankQuery } from '../../domain/bankCatalogue/matchesBankQuery';
import type { BanksConfig, BankSettings } from '../../domain/banks';
import { localDay } from '../../domain/finance/reportingPeriods';
import type { Clock } from '../ports';

export interface RequirementsPorts {
  clock: Pick<Clock, 'now'>;
  config: BanksConfig;
}

/** One bank on the requirements page with what it requires. */
export interface RequirementsItem {
  readonly bank: BankSettings;
  readonly requirements: BankRequirements;
}

/**
 * The requirements page (/{role}/requirements, public): what each working bank requires — documents,
 * finance periods, stop factors — searchable by the bank's name or by a requirement («устав» finds
 * the banks that want the charter), and 2–4 banks picked for a table side by side. Archived banks
 * take no requests and are not listed. Everything comes from config/banks.json: no call.
 */
export class RequirementsStore {
  query = '';
  /** The banks picked for comparison (uuids), in the order picked. */
  picked: string[] = [];
  /** The table keeps only the rows where the picked banks differ. */
  onlyDiffering = false;
  private readonly ports: RequirementsPorts;

  constructor(ports: RequirementsPorts) {
    this.ports = ports;
    makeAutoObservable<RequirementsStore, 'ports'>(this, { ports: false }, { autoBind: true });
  }

  get today(): string {
    return localDay(new Date(this.ports.clock.now()));
  }

  /** The banks that take requests, in the fixed order, with their requirements. */
  get all(): RequirementsItem[] {
    const today = this.today;
    return [...this.ports.config.banks]
      .filter((bank) => bank.type !== 'archive')
      .sort((a, b) => a.order - b.order)
      .map((bank) => ({ bank, requirements: bankRequirements(bank, today) }));
  }

  /** The banks that answer the query by name, document, period or stop factor. */
  get found(): RequirementsItem[] {
    return this.all.filter(({ bank, requirements }) =>
      matchesBankQuery(bank, this.query, [
        ...requirements.documents.map((document) => document.name),
        ...requirements.periods.map((period) => period.label),
        ...requirements.stopFactors.map((factor) => factor.reason),
      ]),
    );
  }

  setQuery(query: string): void {
    this.query = query;
  }

  isPicked(uuid: string): boolean {
    return this.picked.includes(uuid);
  }

  /** Whether one more bank may be picked (at most four). */
  get canPickMore(): boolean {
    return this.picked.length < COMPARE_MAX;
  }

  /** Picks a bank for comparison or puts it back; a fifth is not taken. */
  toggle(uuid: string): void {
    if (this.isPicked(uuid)) this.picked = this.picked.filter((item) => item !== uuid);
    else if (this.canPickMore && this.all.some((item) => item.bank.uuid === uuid)) this.picked = [...this.picked, uuid];
  }

  clearPicked(): void {
    this.picked = [];
  }

  get pickedBanks(): BankSettings[] {
    return this.picked.flatMap((uuid) => this.all.filter((item) => item.bank.uuid === uuid).map((item) => item.bank));
  }

  setOnlyDiffering(value: boolean): void {
    this.onlyDiffering = value;
  }

  /** The comparison's rows as shown: all, or only those where the banks differ. */
  get shownRows(): ComparisonRow[] {
    const rows = this.comparison ?? [];
    return this.onlyDiffering ? rows.filter((row) => row.differs) : rows;
  }

  /** The table side by side once two banks are picked; null before. */
  get comparison(): ComparisonRow[] | null {
    const banks = this.pickedBanks;
    return banks.length >= COMPARE_MIN ? compareBanks(banks, this.ports.config, this.today) : null;
  }
}
