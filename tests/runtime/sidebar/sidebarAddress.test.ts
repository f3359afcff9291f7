import { describe, expect, it } from 'vitest';
import { parseSidebarAddress, tokenOf, withSidebarAddress, type SidebarPlace } from '../../../src/runtime/sidebar/sidebarAddress';

describe('sidebarAddress', () => {
  it.each([
    ['?selected=12', { view: 'RequestDetails', params: { requestNumber: '12' } }],
    ['?selected=12&sidebartab=request', { view: 'RequestDetails', params: { requestNumber: '12' } }],
    ['?selected=12&sidebartab=bank:7f1c', { view: 'BankDetails', params: { requestNumber: '12', bankUuid: '7f1c' } }],
    ['?selected=12&sidebartab=RequestInfoLong', { view: 'RequestInfoLong', params: { requestNumber: '12' } }],
    ['?selected=12&sidebartab=Bank%3AbankUuid%3D7f1c%26isNewRequest%3Dtrue', { view: 'Bank', params: { bankUuid: '7f1c', isNewRequest: 'true', requestNumber: '12' } }],
    ['?selected=12&sidebartab=bank:', { view: 'RequestDetails', params: { requestNumber: '12' } }],
    ['?selected=12&sidebartab=<script>', { view: 'RequestDetails', params: { requestNumber: '12' } }],
  ])('%s opens %j', (search, panel) => {
    expect(parseSidebarAddress(search)?.panel).toEqual(panel);
  });

  it.each(['', '?tab=all', '?selected=', '?selected=0', '?selected=-3', '?selected=1e3', '?selected=12abc'])('%s opens nothing', (search) => {
    expect(parseSidebarAddress(search)).toBeNull();
  });

  it('a request number given inside a tab cannot replace the selected one', () => {
    expect(parseSidebarAddress('?selected=12&sidebartab=Bank%3ArequestNumber%3D99%26bankUuid%3Dx')?.panel.params.requestNumber).toBe('12');
  });

  it('reads the curtain and ignores a malformed one', () => {
    expect(parseSidebarAddress('?selected=5&sidebarcurtain=OfferVersions%3AofferUuid%3Dabc')?.curtain).toEqual({
      view: 'OfferVersions',
      params: { offerUuid: 'abc', requestNumber: '5' },
    });
    expect(parseSidebarAddress('?selected=5&sidebarcurtain=%3A%3A')?.curtain).toBeNull();
  });

  it('writes the list links as the contract spells them and keeps the other parameters', () => {
    expect(withSidebarAddress('?period=week&page=2', { panel: { view: 'RequestDetails', params: { requestNumber: '7' } }, curtain: null })).toBe(
      '?period=week&page=2&selected=7',
    );
    expect(withSidebarAddress('?selected=3&sidebartab=bank:a', { panel: { view: 'BankDetails', params: { requestNumber: '7', bankUuid: 'b-1' } }, curtain: null })).toBe(
      '?selected=7&sidebartab=bank%3Ab-1',
    );
    expect(withSidebarAddress('?period=week&selected=3&sidebartab=bank:a&sidebarcurtain=StatusHistory', null)).toBe('?period=week');
    expect(withSidebarAddress('?selected=3', null)).toBe('');
  });

  it('round-trips every view with its parameters', () => {
    const places: SidebarPlace[] = [
      { view: 'RequestDetails', params: { requestNumber: '1' } },
      { view: 'BankDetails', params: { requestNumber: '1', bankUuid: 'u' } },
      { view: 'BankDetails', params: { requestNumber: '1', bankUuid: 'u', isNewRequest: 'true' } },
      { view: 'StatusHistory', params: { requestNumber: '1', subrequestUuid: 's', bank: 'Банк & Ко = 1' } },
    ];
    for (const panel of places) {
      const search = withSidebarAddress('', { panel, curtain: panel });
      const back = parseSidebarAddress(search);
      expect(back?.panel).toEqual(panel);
      expect(back?.curtain).toEqual(panel);
      expect(tokenOf(back!.panel)).toBe(tokenOf(panel));
    }
  });
});
