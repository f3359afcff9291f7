import { describe, expect, it } from 'vitest';
import { hears, requestAudience } from '../../../src/server/hub/hubEvents';

const owner = 'aaaaaaaa-0000-4000-8000-000000000001';
const customer = 'aaaaaaaa-0000-4000-8000-000000000002';

describe('who hears an event about a request', () => {
  it.each([
    ['no client, no manager', { organization_uuid: owner, client_organization_uuid: null, created_by: 7, manager_user_id: null }, { organizationUuids: [owner], requestUsers: [7] }],
    ['a client organisation and a manager', { organization_uuid: owner, client_organization_uuid: customer, created_by: 7, manager_user_id: 8 }, { organizationUuids: [owner, customer], requestUsers: [7, 8] }],
    ['its own client, managed by its creator', { organization_uuid: owner, client_organization_uuid: owner, created_by: 7, manager_user_id: 7 }, { organizationUuids: [owner], requestUsers: [7] }],
  ])('requestAudience: %s', (_title, request, audience) => {
    expect(requestAudience(request)).toEqual(audience);
  });

  it.each([
    ['a member who sees every request', { userId: 1, narrowed: false }, [7, 8], true],
    ['a narrowed creator', { userId: 7, narrowed: true }, [7, 8], true],
    ['a narrowed manager', { userId: 8, narrowed: true }, [7, 8], true],
    ['a narrowed colleague', { userId: 1, narrowed: true }, [7, 8], false],
    ['a narrowed colleague, of an event about no request', { userId: 1, narrowed: true }, undefined, true],
    ['a narrowed colleague, of an event whose users came malformed', { userId: 1, narrowed: true }, [], false],
  ] as const)('hears: %s', (_title, listener, requestUsers, expected) => {
    expect(hears(listener, requestUsers === undefined ? {} : { requestUsers })).toBe(expected);
  });
});
