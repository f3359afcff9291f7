import type { SidebarNavigator } from '../viewTypes';
import type { BankCardLinks } from '../../pages/request/banks/BankCard';

/** The bank cards of a panel open their history, offer versions and bank tab as views of the sidebar. */
export function bankLinksOf(nav: SidebarNavigator): BankCardLinks {
  return {
    history: (sub) => nav.openCurtain('StatusHistory', sub ? { subrequestUuid: sub.uuid, bank: sub.middle_name || sub.bank_name } : {}),
    versions: (offer) => nav.openCurtain('OfferVersions', { offerUuid: offer.offerUuid, bank: offer.bank.middle_name || offer.bank.bank_name }),
    openBank: (sub) => nav.open('BankDetails', { bankUuid: sub.bank_uuid }),
    signing: (params) => nav.open('Signing', params ?? {}),
    chat: (sub) => nav.open('BankChat', { bankUuid: sub.bank_uuid }),
  };
}
