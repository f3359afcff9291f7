import type { BankSettings } from '../banks';
import { checkSharesTotal } from '../checks/checkSharesTotal';
import type { Founders } from './founders';
import { banksNeedingIndirectFounders, indirectParticipantRequired } from './indirectParticipantRequired';
import { participants } from './participants';

/** One broken founders rule, with a JSON pointer into the founders data and the Russian message. */
export interface FounderError {
  readonly path: string;
  readonly rule: 'participants' | 'indirect' | 'shares';
  readonly message: string;
}

/** The Russian messages of the founders rules, worded as the founders step's schema words them. */
export const founderTexts = {
  noParticipant: 'Укажите хотя бы одного участника',
  indirectRequired: (banks: readonly string[]): string =>
    `${banks.length === 1 ? 'Банк' : 'Банки'} ${banks.join(', ')} ${
      banks.length === 1 ? 'требует' : 'требуют'
    } указать косвенного участника — физическое лицо, которое владеет долей через организацию-учредителя`,
} as const;

/**
 * Checks the founders of a legal entity (spec-2 §5.4): at least one participant; an indirect
 * participant when a selected bank needs one and organisations hold shares without indirect persons;
 * total shares of the participants at most 100% ('Совокупная доля учредителей не должна быть более 100%.'),
 * the head's share counted when the head (step «Руководитель») is a participant.
 */
export function founderErrors(founders: Founders, selectedBanks: readonly BankSettings[], head?: unknown): FounderError[] {
  const errors: FounderError[] = [];
  const list = participants(founders);
  if (list.length === 0) errors.push({ path: '', rule: 'participants', message: founderTexts.noParticipant });
  if (indirectParticipantRequired(founders, selectedBanks)) {
    const banks = banksNeedingIndirectFounders(selectedBanks).map((bank) => bank.middle_name);
    errors.push({ path: '/persons', rule: 'indirect', message: founderTexts.indirectRequired(banks) });
  }
  // The head who is a participant holds a share too; entered again among the founders, he counts once.
  const headEntry = head !== null && typeof head === 'object' ? (head as Record<string, unknown>) : null;
  const headCounts = headEntry?.['is_stakeholder'] === true && !list.some((participant) => participant.item.uuid !== undefined && participant.item.uuid === headEntry['uuid']);
  const headShares = headCounts ? [{ percent: headEntry['percentAtRegulationsCapital'] }] : [];
  const shares = checkSharesTotal([...list.map((participant) => ({ percent: participant.percent })), ...headShares]);
  if (shares !== null) errors.push({ path: '', rule: 'shares', message: shares });
  return errors;
}
