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
    ['a member who sees every request', { userId: 1, narrowed: false, permissions: [] }, [7, 8], true],
    ['a narrowed creator', { userId: 7, narrowed: true, permissions: [] }, [7, 8], true],
    ['a narrowed manager', { userId: 8, narrowed: true, permissions: [] }, [7, 8], true],
    ['a narrowed colleague', { userId: 1, narrowed: true, permissions: [] }, [7, 8], false],
    ['a narrowed colleague, of an event about no request', { userId: 1, narrowed: true, permissions: [] }, undefined, true],
    ['a narrowed colleague, of an event whose users came malformed', { userId: 1, narrowed: true, permissions: [] }, [], false],
  ] as const)('hears: %s', (_title, listener, requestUsers, expected) => {
    expect(hears(listener, requestUsers === undefined ? {} : { requestUsers })).toBe(expected);
  });

  it.each([
    ['a member holding the permission', { userId: 1, narrowed: false, permissions: ['revision_view'] }, true],
    ['a narrowed member holding it (the event is about no request)', { userId: 1, narrowed: true, permissions: ['agent_create_request', 'revision_view'] }, true],
    ['a member without it, though he sees every request', { userId: 1, narrowed: false, permissions: ['agent_view_all_requests'] }, false],
  ] as const)('hears an event asking for a permission: %s', (_title, listener, expected) => {
    expect(hears(listener, { permission: 'revision_view' })).toBe(expected);
  });
});
