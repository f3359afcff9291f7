import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignSigner } from '../../../src/domain/persons/assignSigner';
import { ensureHead } from '../../../src/domain/persons/ensureHead';
import { rolesOf, type Person } from '../../../src/domain/persons/person';
import { unassignSigner } from '../../../src/domain/persons/unassignSigner';

const uuids = () => {
  let n = 0;
  return () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
};

const head: Person = { uuid: 'h', last_name: 'Смирнов', is_head: true, is_signer: false };
const headSigner: Person = { ...head, is_signer: true };
const owner: Person = { uuid: 'b', last_name: 'Кузнецова', is_beneficiary: true, is_stakeholder: true };
const signerOnly: Person = { uuid: 's', last_name: 'Попов', is_signer: true, procuration: '77 АБ 1234567' };

const shape = (persons: readonly Person[]) => persons.map((p) => `${p.uuid}:${rolesOf(p).join('+')}`);

describe('ensureHead: a head is auto-created when none exists (spec-2 §5.4)', () => {
  it('creates a head who also signs when nobody signs, powers «бессрочно», at the top', () => {
    const result = ensureHead([owner], undefined, uuids());
    expect(result).toHaveLength(2);
    expect(result[0]).toEqual({
      uuid: '00000000-0000-4000-8000-000000000001',
      is_head: true,
      is_signer: true,
      is_beneficiary: false,
      is_stakeholder: false,
      citizenship: 'rf',
      doc_type: 'passport',
      eioToDate: 'бессрочно',
    });
    expect(result[1]).toBe(owner);
  });

  it.each<[string, readonly Person[], boolean | undefined, boolean]>([
    ['someone in the list signs', [signerOnly], undefined, false],
    ['the caller says a signer exists elsewhere', [owner], true, false],
    ['the caller says nobody signs although the list has a signer flag', [signerOnly], false, true],
    ['an empty list', [], undefined, true],
  ])('%s -> head signs: %s', (_case, persons, hasSigner, signs) => {
    const [created] = ensureHead(persons, hasSigner, uuids());
    expect(created).toMatchObject({ is_head: true, is_signer: signs, eioToDate: 'бессрочно' });
  });

  it('leaves a list that has a head as it is (the same array)', () => {
    const persons = [owner, head];
    expect(ensureHead(persons)).toBe(persons);
  });

  it('makes real uuids by default', () => {
    expect(ensureHead([])[0]?.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('assignSigner: at most one signer (spec-1 §4, spec-2 §5.4)', () => {
  it.each<[string, readonly Person[], string, string[]]>([
    ['the head becomes the signer', [head, owner], 'h', ['h:is_head+is_signer', 'b:is_beneficiary+is_stakeholder']],
    ['a beneficiary takes over from the head', [headSigner, owner], 'b', ['h:is_head', 'b:is_signer+is_beneficiary+is_stakeholder']],
    ['a person who only signed is removed', [head, owner, signerOnly], 'h', ['h:is_head+is_signer', 'b:is_beneficiary+is_stakeholder']],
    ['the signer-only person stays when chosen again', [head, signerOnly], 's', ['h:is_head', 's:is_signer']],
    ['an unknown uuid changes nothing', [headSigner, signerOnly], 'x', ['h:is_head+is_signer', 's:is_signer']],
  ])('%s', (_case, persons, uuid, expected) => {
    expect(shape(assignSigner(persons, uuid))).toEqual(expected);
  });

  it('keeps every other field and does not touch the input', () => {
    const persons = [headSigner, owner];
    const result = assignSigner(persons, 'b');
    expect(result[1]).toMatchObject({ last_name: 'Кузнецова', is_signer: true });
    expect(persons[1]).toBe(owner);
    expect(owner.is_signer).toBeUndefined();
  });
});

describe('unassignSigner: the head stops signing -> a separate signer entry', () => {
  it('adds an empty signer entry when the head stops signing', () => {
    const result = unassignSigner([headSigner, owner], 'h', uuids());
    expect(shape(result)).toEqual(['h:is_head', 'b:is_beneficiary+is_stakeholder', '00000000-0000-4000-8000-000000000001:is_signer']);
    expect(result[2]).toMatchObject({ citizenship: 'rf', doc_type: 'passport' });
  });

  it.each<[string, readonly Person[], string, string[]]>([
    ['a beneficiary who signed keeps the other roles', [head, { ...owner, is_signer: true }], 'b', ['h:is_head', 'b:is_beneficiary+is_stakeholder']],
    ['a person who only signed leaves the list', [head, signerOnly], 's', ['h:is_head']],
    ['a person who does not sign: nothing changes', [headSigner, owner], 'b', ['h:is_head+is_signer', 'b:is_beneficiary+is_stakeholder']],
    ['an unknown uuid: nothing changes', [headSigner], 'x', ['h:is_head+is_signer']],
  ])('%s', (_case, persons, uuid, expected) => {
    expect(shape(unassignSigner(persons, uuid, uuids()))).toEqual(expected);
  });
});

const roleFlag = fc.option(fc.boolean(), { nil: undefined });
const personArb = fc.record({
  is_head: roleFlag,
  is_signer: roleFlag,
  is_beneficiary: roleFlag,
  is_stakeholder: roleFlag,
});
const listArb = fc
  .array(personArb, { maxLength: 6 })
  .map((people) => people.map((p, i) => ({ uuid: `p${i}`, ...p }) as Person));
const signers = (persons: readonly Person[]) => persons.filter((p) => p.is_signer === true);

describe('signer rules hold for any list and any sequence of changes', () => {
  it('after assigning, exactly the chosen person signs and only signer-only persons are gone', () => {
    fc.assert(
      fc.property(listArb, fc.nat(), (persons, pick) => {
        if (persons.length === 0) return;
        const chosen = persons[pick % persons.length]!;
        const result = assignSigner(persons, chosen.uuid);
        expect(signers(result).map((p) => p.uuid)).toEqual([chosen.uuid]);
        const removed = persons.filter((p) => !result.some((r) => r.uuid === p.uuid));
        expect(removed.every((p) => p.uuid !== chosen.uuid && rolesOf(p).join() === 'is_signer')).toBe(true);
        for (const p of result) {
          const before = persons.find((q) => q.uuid === p.uuid)!;
          expect(rolesOf(p).filter((r) => r !== 'is_signer')).toEqual(rolesOf(before).filter((r) => r !== 'is_signer'));
        }
      }),
    );
  });

  it('a run of assign / unassign / ensureHead never leaves two signers', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('assign' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('unassign' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('ensureHead' as const), pick: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 12 }), (ops) => {
        const next = uuids();
        let persons: readonly Person[] = [];
        for (const { kind, pick } of ops) {
          const target = persons[pick % Math.max(persons.length, 1)]?.uuid ?? 'none';
          if (kind === 'assign') persons = assignSigner(persons, target);
          else if (kind === 'unassign') persons = unassignSigner(persons, target, next);
          else persons = ensureHead(persons, undefined, next);
          expect(signers(persons).length).toBeLessThanOrEqual(1);
          expect(persons.filter((p) => rolesOf(p).length === 0)).toEqual([]);
        }
      }),
    );
  });
});
