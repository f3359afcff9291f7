import { describe, expect, it } from 'vitest';
import nds from '../../../config/nds.json';
import { checkOrganizationRequisites } from '../../../src/domain/profile/checkOrganizationRequisites';
import { emailPromptDue } from '../../../src/domain/profile/emailPromptDue';
import { isOwnCompany } from '../../../src/domain/profile/isOwnCompany';
import { maskContact } from '../../../src/domain/profile/maskContact';
import { effectiveNds, ndsChoiceOf, ndsChoices, ndsDefault } from '../../../src/domain/profile/ndsChoices';

const hour = 3_600_000;

describe('ndsChoices (config/nds.json)', () => {
  it('defaults to «Без НДС», one of the choices (spec-1 §3)', () => {
    expect(ndsDefault).toBe('Без НДС');
    expect(ndsChoiceOf(ndsDefault)).toEqual(expect.objectContaining({ rate: null }));
  });

  it('has each value once', () => {
    expect(new Set(ndsChoices.map((choice) => choice.value)).size).toBe(nds.choices.length);
  });

  it.each([
    [null, 'Без НДС'],
    [undefined, 'Без НДС'],
    ['', 'Без НДС'],
    ['НДС 22 %', 'НДС 22 %'],
    ['НДС 18 %', 'Без НДС'],
  ])('shows the stored %j as %j', (stored, shown) => {
    expect(effectiveNds(stored)).toBe(shown);
  });
});

describe('maskContact', () => {
  it.each([
    ['79991234567', '+7 *** ***-45-67'],
    ['380501234567', '*** ***-45-67'],
    ['maria.k@example.ru', 'ma***@example.ru'],
    ['ab@example.ru', 'a***@example.ru'],
    ['a@example.ru', 'a***@example.ru'],
    ['12', '***'],
  ])('%s → %s', (contact, masked) => {
    expect(maskContact(contact)).toBe(masked);
  });
});

describe('emailPromptDue (spec-2 §9: the window repeats hourly)', () => {
  const now = 10 * hour;
  it.each([
    ['a confirmed e-mail never', true, null, null],
    ['never put off: now', false, null, 0],
    ['put off 10 minutes ago: in 50 minutes', false, now - hour / 6, (5 * hour) / 6],
    ['put off an hour ago: now', false, now - hour, 0],
    ['put off two hours ago: now', false, now - 2 * hour, 0],
    ['a time in the future (a changed clock): now', false, now + hour, 0],
  ])('%s', (_title, confirmed, dismissedAt, due) => {
    expect(emailPromptDue(confirmed, dismissedAt, now, hour)).toBe(due);
  });
});

describe('checkOrganizationRequisites', () => {
  const company = '7707083893';
  const soleTrader = '500100732259';
  it.each([
    ['a company: a KPP and an OGRN', company, { kpp: '773601001', ogrn: '1027700132195' }, {}],
    ['a company: a KPP with letters in the reason part', company, { kpp: '7736AB001' }, {}],
    ['a company: a short KPP', company, { kpp: '77360100' }, { kpp: expect.stringMatching(/^КПП должен содержать 9 символов/) }],
    ['a company: a wrong check digit', company, { ogrn: '1027700132194' }, { ogrn: 'Неверный ОГРН: не сходится контрольное число' }],
    ['a company: an OGRNIP', company, { ogrn: '304500116000157' }, { ogrn: 'ОГРН организации должен содержать 13 цифр' }],
    ['a sole trader: any KPP', soleTrader, { kpp: '773601001' }, { kpp: 'У индивидуального предпринимателя нет КПП' }],
    ['a sole trader: an OGRNIP', soleTrader, { ogrn: '304500116000157' }, {}],
    ['a sole trader: an OGRN', soleTrader, { ogrn: '1027700132195' }, { ogrn: 'ОГРНИП должен содержать 15 цифр' }],
    ['nothing given', company, {}, {}],
  ])('%s', (_title, inn, change, errors) => {
    expect(checkOrganizationRequisites(inn, change)).toEqual(errors);
  });
});

describe('isOwnCompany (where the «КПП изменился» notice leads)', () => {
  it.each([
    ['the organisation itself', '7707083893', '7707083893', true],
    ['with spaces around', ' 7707083893 ', '7707083893', true],
    ["another company (an agent's client)", '7736207543', '7707083893', false],
    ['nothing typed', '', '', false],
    ['no organisation', '7707083893', undefined, false],
    ['not a string', 7707083893, '7707083893', false],
  ])('%s', (_title, company, organization, own) => {
    expect(isOwnCompany(company, organization)).toBe(own);
  });
});
