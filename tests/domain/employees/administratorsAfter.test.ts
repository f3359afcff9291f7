import { expect, test } from 'vitest';
import { administratorsAfter, type AdministratorCandidate, type MembershipChange } from '../../../src/domain/employees/administratorsAfter';

const admin = (id: number, active = true): AdministratorCandidate => ({ membershipId: id, active, administrator: true });
const member = (id: number): AdministratorCandidate => ({ membershipId: id, active: true, administrator: false });

test.each<[string, AdministratorCandidate[], number, MembershipChange, number]>([
  ['the only administrator loses the right', [admin(1), member(2)], 1, { kind: 'permissions', administrator: false }, 0],
  ['the only administrator is disabled', [admin(1), member(2)], 1, { kind: 'active', active: false }, 0],
  ['one of two loses the right', [admin(1), admin(2)], 1, { kind: 'permissions', administrator: false }, 1],
  ['a disabled second administrator does not count', [admin(1), admin(2, false)], 1, { kind: 'permissions', administrator: false }, 0],
  ['enabling a disabled administrator', [admin(1, false)], 1, { kind: 'active', active: true }, 1],
  ['a member gains the right', [admin(1), member(2)], 2, { kind: 'permissions', administrator: true }, 2],
  ['a member is disabled', [admin(1), member(2)], 2, { kind: 'active', active: false }, 1],
])('%s', (_title, members, target, change, expected) => {
  expect(administratorsAfter(members, target, change)).toBe(expected);
});
