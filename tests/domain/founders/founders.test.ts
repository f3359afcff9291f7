import { describe, expect, it } from 'vitest';
import { banksConfig, type BankSettings } from '../../../src/domain/banks';
import { founderErrors } from '../../../src/domain/founders/founderErrors';
import type { FounderOrganization, Founders } from '../../../src/domain/founders/founders';
import { indirectParticipantRequired, isIndirectParticipant } from '../../../src/domain/founders/indirectParticipantRequired';
import { participants } from '../../../src/domain/founders/participants';
import type { Person } from '../../../src/domain/persons/person';

const bank = (name: string): BankSettings => {
  const found = banksConfig.banks.find((b) => b.internal_name === name);
  if (!found) throw new Error(name);
  return found;
};
const sber = bank('sberbank'); // needs indirect participants
const vtb = bank('vtb'); // needs indirect participants
const alfa = bank('alfabank'); // does not

const head: Person = { uuid: 'h', is_head: true, last_name: 'Смирнов' };
const owner = (percent: number | string, extra: Partial<Person> = {}): Person => ({
  uuid: `o${String(percent)}`,
  is_stakeholder: true,
  percentAtRegulationsCapital: percent,
  ...extra,
});
const org = (percent: number | string | null): FounderOrganization => ({ name: 'ООО «Северный ветер»', inn: '7842349892', percent });
const founders = (persons: Person[], organizations: FounderOrganization[] = []): Founders => ({ persons, organizations });

const noParticipant = 'Укажите хотя бы одного участника';
const sharesMessage = 'Совокупная доля учредителей не должна быть более 100%.';

describe('participants: persons flagged as participants and founder organisations', () => {
  it('takes shares from percentAtRegulationsCapital and percent, typed text included', () => {
    const list = participants(founders([head, owner('60,5')], [org('39.5')]));
    expect(list.map(({ kind, path, percent }) => [kind, path, percent])).toEqual([
      ['person', '/persons/1', 60.5],
      ['organization', '/organizations/0', 39.5],
    ]);
  });
});

describe('indirectParticipantRequired (spec-2 §5.4)', () => {
  it.each<[string, Founders, BankSettings[], boolean]>([
    ['a bank needs them, an organisation holds a share, nobody indirect', founders([head, owner(60)], [org(40)]), [alfa, sber], true],
    ['no selected bank needs them', founders([head, owner(60)], [org(40)]), [alfa], false],
    ['no banks selected', founders([head], [org(100)]), [], false],
    ['organisations hold no share', founders([head, owner(100)], [org(0)]), [sber], false],
    ['an organisation with no share entered', founders([head, owner(100)], [org(null)]), [sber], false],
    ['only persons hold shares', founders([owner(100)]), [sber, vtb], false],
    ['an indirect owner is named', founders([head, { uuid: 'i', is_beneficiary: true, beneficiarReason: 'indirect' }], [org(100)]), [sber], false],
    ['a direct and indirect owner is named', founders([owner(50, { beneficiarReason: 'direct_indirect' })], [org(50)]), [sber], false],
    ['an indirect percentage is given', founders([{ uuid: 'i', is_beneficiary: true, indirectPercent: '25' }], [org(100)]), [sber], false],
    ['a direct owner does not count', founders([owner(50, { beneficiarReason: 'direct', indirectPercent: 0 })], [org(50)]), [sber], true],
  ])('%s -> %s', (_case, data, banks, expected) => {
    expect(indirectParticipantRequired(data, banks)).toBe(expected);
  });

  it.each<[Partial<Person>, boolean]>([
    [{ beneficiarReason: 'indirect' }, true],
    [{ beneficiarReason: 'direct_indirect' }, true],
    [{ beneficiarReason: 'direct' }, false],
    [{ indirectPercent: 12.5 }, true],
    [{ indirectPercent: 0 }, false],
    [{}, false],
  ])('isIndirectParticipant(%j) -> %s', (fields, expected) => {
    expect(isIndirectParticipant({ uuid: 'x', ...fields })).toBe(expected);
  });
});

describe('founderErrors', () => {
  it.each<[string, Founders, BankSettings[], { path: string; rule: string; message: string }[]]>([
    ['one person owns everything', founders([head, owner(100)]), [sber], []],
    ['a company owns everything and an indirect owner is named', founders([head, { uuid: 'i', beneficiarReason: 'indirect', is_beneficiary: true }], [org(100)]), [sber], []],
    ['no participant at all (the head holds no share)', founders([head]), [alfa], [{ path: '', rule: 'participants', message: noParticipant }]],
    ['an empty founders step', founders([]), [], [{ path: '', rule: 'participants', message: noParticipant }]],
    [
      'shares above 100%',
      founders([owner(60)], [org('40,01')]),
      [alfa],
      [{ path: '', rule: 'shares', message: sharesMessage }],
    ],
    [
      'one bank needs an indirect participant',
      founders([owner(60)], [org(40)]),
      [sber, alfa],
      [{ path: '/persons', rule: 'indirect', message: 'Банк Сбербанк требует указать косвенного участника — физическое лицо, которое владеет долей через организацию-учредителя' }],
    ],
    [
      'two banks need it and the shares exceed 100%',
      founders([owner(70)], [org(40)]),
      [sber, vtb],
      [
        { path: '/persons', rule: 'indirect', message: 'Банки Сбербанк, ВТБ требуют указать косвенного участника — физическое лицо, которое владеет долей через организацию-учредителя' },
        { path: '', rule: 'shares', message: sharesMessage },
      ],
    ],
  ])('%s', (_case, data, banks, expected) => {
    expect(founderErrors(data, banks)).toEqual(expected);
  });

  // The journey: the head held 100 % on the head step and an organisation 100 % on the founders step; each step alone passed.
  it.each([
    ['the head 100 % and an organisation 100 %', { uuid: 'head', is_head: true, is_stakeholder: true, percentAtRegulationsCapital: 100 }, founders([], [org(100)]), [{ path: '', rule: 'shares', message: sharesMessage }]],
    ['the head 60 % and an organisation 40 %', { uuid: 'head', is_head: true, is_stakeholder: true, percentAtRegulationsCapital: 60 }, founders([], [org(40)]), []],
    ['a head who is no participant holds nothing', { uuid: 'head', is_head: true, is_stakeholder: false, percentAtRegulationsCapital: 100 }, founders([], [org(100)]), []],
    ['the head entered again among the founders counts once', { uuid: 'head', is_head: true, is_stakeholder: true, percentAtRegulationsCapital: 50 }, founders([{ ...owner(50), uuid: 'head' }], [org(50)]), []],
  ] as const)('counts the head across both steps: %s', (_case, head, data, expected) => {
    expect(founderErrors(data, [], head)).toEqual(expected);
  });

  it('does not count the share of a person who is not a participant', () => {
    const notParticipant: Person = { uuid: 'x', is_beneficiary: true, percentAtRegulationsCapital: 90 };
    expect(founderErrors(founders([owner(100), notParticipant]), [])).toEqual([]);
  });
});
