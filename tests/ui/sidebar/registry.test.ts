import { describe, expect, it } from 'vitest';
import { sidebarRegistry, viewNameOf } from '../../../src/ui/sidebar/registry';

// spec-1 "Side panels": every view it names, in its layer.
const specSidebar = [
  'RequestDetails',
  'RequestInfoShort',
  'RequestInfoLong',
  'BankDetails',
  'Bank',
  'BankChat',
  'Chat',
  'CustomersList',
  'CustomerDetails',
  'RequestAgreement',
  'BankDocumentPreview',
  'DocumentPreview',
  'DeliveryInfo',
  'Signing',
  'PassportRecognitionPreview',
];
const specCurtain = ['Document', 'DocumentSignDetails', 'DocumentPreview', 'EditingBanks', 'OfferVersions', 'Signing', 'StatusHistory'];

const named = (layer: 'sidebar' | 'curtain') =>
  Object.entries(sidebarRegistry)
    .filter(([, entry]) => entry.layer === layer)
    .map(([key]) => viewNameOf(key))
    .sort();

describe('the side panels registry', () => {
  it('has every view of the spec in its layer, and nothing else', () => {
    expect(named('sidebar')).toEqual([...specSidebar].sort());
    expect(named('curtain')).toEqual([...specCurtain].sort());
  });

  it('opens every view for a request, with a Russian heading', () => {
    for (const [key, entry] of Object.entries(sidebarRegistry)) {
      expect(entry.params, key).toContain('requestNumber');
      const params = Object.fromEntries(entry.params.map((name) => [name, name === 'requestNumber' ? '42' : 'x']));
      expect(entry.title(params), key).toMatch(/[А-Яа-яЁё]/);
    }
    expect(sidebarRegistry.RequestDetails!.title({ requestNumber: '42' })).toBe('Заявка № 42');
    expect(sidebarRegistry.StatusHistory!.title({ requestNumber: '42' })).toBe('История заявки № 42');
    expect(sidebarRegistry.StatusHistory!.title({ requestNumber: '42', subrequestUuid: 's', bank: 'Т-Банк' })).toBe('История статусов: Т-Банк');
  });
});
