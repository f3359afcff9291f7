import { banksConfig, type BanksConfig } from './banks';

/**
 * The name a bank goes by on the cards and in the list (`middle_name`: «Сбербанк», «Альфа-Банк»), by its
 * uuid; the given name (the full legal one an event carries) when the bank is not in the config.
 */
export function bankShortName(bankUuid: string | null | undefined, fallback: string, config: BanksConfig = banksConfig): string {
  const bank = bankUuid ? config.banks.find((candidate) => candidate.uuid === bankUuid) : undefined;
  return bank?.middle_name || bank?.bank_name || fallback;
}
