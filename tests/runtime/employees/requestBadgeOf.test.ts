import { expect, test } from 'vitest';
import { requestBadgeOf } from '../../../src/runtime/requestBadgeOf';
import { RouteTable } from '../../../src/runtime/routeTable';

const table = new RouteTable('agent');

test.each([
  ['Employee', { id: '1' }, null],
  ['RequestForm', { id: '1' }, 1],
  ['RequestFormStep', { id: '12', step: 'documents' }, 12],
  ['RequestFormStep', { id: '12', step: 'error' }, null],
  ['AcceptOffer', { id: '7', offerUuid: 'x' }, 7],
  ['Claim', { id: '7', bankUuid: 'x' }, 7],
  ['Discuss', { id: '7', bankUuid: 'x' }, 7],
  ['RequestCreate', {}, null],
  ['Simple', { id: '5' }, null],
] as const)('%s %j shows the badge of %s', (name, params, expected) => {
  expect(requestBadgeOf(table, name, params)).toBe(expected);
});

test('no page outside the request form shows a request badge, whatever its :id', () => {
  for (const name of Object.keys(table.config.routes)) {
    const underRequest = table.crumbs(name).some((crumb) => crumb.name === 'RequestForm');
    expect(requestBadgeOf(table, name, { id: '1' }) !== null, name).toBe(underRequest);
  }
});
