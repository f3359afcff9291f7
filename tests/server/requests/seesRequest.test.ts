import { describe, expect, it } from 'vitest';
import { seesRequest, type RequestParties, type RequestViewer } from '../../../src/server/requests/requestAccess';

const owner = 'aaaaaaaa-0000-4000-8000-000000000001';
const customer = 'aaaaaaaa-0000-4000-8000-000000000002';
const stranger = 'aaaaaaaa-0000-4000-8000-000000000003';
const request: RequestParties = { organization_uuid: owner, client_organization_uuid: customer, created_by: 10, manager_user_id: 11 };

const agent = (userId: number, permissions?: string[]): RequestViewer => ({ userId, organizationId: 1, actor: 'agent', ...(permissions ? { permissions } : {}) });
const everything = ['agent_view_all_requests'];

describe('seesRequest, the rule of whereVisible for a request already read', () => {
  it.each([
    ['a member with agent_view_all_requests of the owner', agent(99, everything), owner, true],
    ['a narrowed member who created it', agent(10, []), owner, true],
    ['a narrowed member who manages it', agent(11, []), owner, true],
    ['a narrowed colleague', agent(99, []), owner, false],
    ['the server’s own caller (no keys at all)', agent(99), owner, true],
    ['a client user of the client organisation', { userId: 50, organizationId: 2, actor: 'client', permissions: [] } as RequestViewer, customer, true],
    ['a member of another organisation, whatever his keys', agent(10, everything), stranger, false],
  ] as const)('%s: %s', (_title, viewer, organization, expected) => {
    expect(seesRequest(viewer, organization, request)).toBe(expected);
  });

  it('a request without a client organisation is not seen through a null one', () => {
    expect(seesRequest(agent(10, everything), stranger, { ...request, client_organization_uuid: null, manager_user_id: null })).toBe(false);
  });
});
