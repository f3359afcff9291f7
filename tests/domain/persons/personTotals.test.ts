import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import constants from '../../../config/constants.json';
import progressJson from '../../../config/progress.json';
import { organizationTotals, personTotals } from '../../../src/domain/persons/personTotals';
import { founderOrganization, headAndOwner } from '../progress/fixtures';

describe('totals per person or organisation on save: fixed at 10 fields (spec-2 §9)', () => {
  it('takes the fixed number from config/constants.json and field sets of exactly that size', () => {
    expect(constants.totalsFieldsOnSave).toBe(10);
    expect(progressJson.fieldSets.person).toHaveLength(10);
    expect(progressJson.fieldSets.organization).toHaveLength(10);
  });

  it.each<[string, Record<string, unknown>, number]>([
    ['a fully filled person (extra fields do not add)', { ...headAndOwner, middle_name: 'Петрович', snils: '112-233-445 95' }, 10],
    ['a new, empty person', { uuid: 'p2', is_signer: true, citizenship: 'rf', doc_type: 'passport' }, 0],
    ['blank text does not count', { last_name: ' ', first_name: 'Ольга', passport_serial: '' }, 1],
    ['half filled', { last_name: 'Иванова', first_name: 'Ольга', birthdate: '1985-01-30', birthplace: 'г. Псков', address: 'г. Псков' }, 5],
  ])('%s -> %i of 10', (_case, person, filled) => {
    expect(personTotals(person)).toEqual({ count_points: filled, total_points: 10 });
  });

  it('counts a founder organisation by the ten fields spec-1 lists for it', () => {
    const founder = { ...founderOrganization, is_stakeholder: true };
    expect(organizationTotals(founder)).toEqual({ count_points: 10, total_points: 10 });
    expect(organizationTotals({ name: 'АО «Ладога»', percent: 0 })).toEqual({ count_points: 2, total_points: 10 });
  });

  it('never earns more than the fixed total, and the total never moves', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 20 }), fc.oneof(fc.string(), fc.integer(), fc.constant(null))), (item) => {
        const totals = personTotals(item, [...Object.keys(item), ...progressJson.fieldSets.person]);
        expect(totals.total_points).toBe(10);
        expect(totals.count_points).toBeLessThanOrEqual(10);
        expect(totals.count_points).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
