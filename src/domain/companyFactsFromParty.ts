import type { CompanyFacts, CompanyState } from './stopFactors';

/** The parts of a company suggestion (DaData `party` data) that stop factors read. */
export interface PartyFactsSource {
  inn: string;
  type: 'LEGAL' | 'INDIVIDUAL';
  state: { status: CompanyState; registration_date: number | null };
  management?: { name: string; disqualified?: boolean | null } | null;
  fio?: { surname: string; name: string; patronymic: string | null } | null;
  address?: { value: string } | null;
  /** Tax arrears and fines in rubles, when the register publishes them. */
  finance?: { debt?: number | null; penalty?: number | null } | null;
}

function isoDay(timestamp: number): string {
  return new Date(timestamp).toISOString().slice(0, 10);
}

/**
 * Reads the facts stop factors need from a company register record. A sole entrepreneur is his own
 * head; debts are the arrears plus fines; whatever the record lacks stays absent and is not judged.
 */
export function companyFactsFromParty(party: PartyFactsSource): CompanyFacts {
  const facts: CompanyFacts = { inn: party.inn, state: party.state.status };
  if (party.state.registration_date !== null) facts.registrationDate = isoDay(party.state.registration_date);
  if (party.type === 'INDIVIDUAL' && party.fio) {
    const { surname, name, patronymic } = party.fio;
    facts.head = { inn: party.inn, name: [surname, name, patronymic].filter(Boolean).join(' ') };
  } else if (party.management) {
    facts.head = { name: party.management.name, disqualified: party.management.disqualified ?? null };
  }
  if (party.address) facts.address = party.address.value;
  const debt = party.finance?.debt;
  const penalty = party.finance?.penalty;
  if (typeof debt === 'number' || typeof penalty === 'number') facts.taxDebt = (debt ?? 0) + (penalty ?? 0);
  return facts;
}
