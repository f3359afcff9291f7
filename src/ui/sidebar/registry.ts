import { fillTemplate } from '../../domain/fillTemplate';
import { sidebarUiTexts } from './texts';
import type { SidebarRegistry, SidebarViewEntry } from './viewTypes';
import { Bank } from './views/Bank';
import { BankDetails } from './views/BankDetails';
import { EditingBanks, OfferVersions, StatusHistory } from './views/curtains';
import { BankChat, Chat } from './views/ChatView';
import { DocumentSignDetails, Signing, SigningCurtain } from './views/SigningViews';
import { RequestDetails } from './views/RequestDetails';
import { extraSidebarViews } from './views/extra';
import { RequestInfoLong, RequestInfoShort } from './views/RequestInfo';

const t = sidebarUiTexts.titles;
const numbered = (template: string) => (params: Readonly<Record<string, string>>) => fillTemplate(template, { n: params.requestNumber ?? '' });
const fixed = (title: string) => () => title;
const withBank = (title: string) => (params: Readonly<Record<string, string>>) => (params.bank ? `${title}: ${params.bank}` : title);

/** The views of the side panels and curtains written here (spec-1 "Side panels"). */
export const coreSidebarViews = {
  RequestDetails: { layer: 'sidebar', params: ['requestNumber'], title: numbered(t.request), component: RequestDetails },
  RequestInfoShort: { layer: 'sidebar', params: ['requestNumber'], title: numbered(t.requestShort), component: RequestInfoShort },
  RequestInfoLong: { layer: 'sidebar', params: ['requestNumber'], title: numbered(t.requestLong), component: RequestInfoLong },
  BankDetails: { layer: 'sidebar', params: ['requestNumber', 'bankUuid'], title: numbered(t.bankDetails), component: BankDetails },
  Bank: { layer: 'sidebar', params: ['requestNumber', 'bankUuid'], title: fixed(t.bank), component: Bank },
  BankChat: { layer: 'sidebar', params: ['requestNumber', 'bankUuid'], title: fixed(t.bankChat), component: BankChat },
  Chat: { layer: 'sidebar', params: ['requestNumber'], title: fixed(t.chat), component: Chat },
  Signing: { layer: 'sidebar', params: ['requestNumber'], title: fixed(t.signing), component: Signing },
  SigningCurtain: { layer: 'curtain', name: 'Signing', params: ['requestNumber'], title: fixed(t.signing), component: SigningCurtain },
  DocumentSignDetails: { layer: 'curtain', params: ['requestNumber', 'fileUuid'], title: fixed(t.documentSignDetails), component: DocumentSignDetails },
  EditingBanks: { layer: 'curtain', params: ['requestNumber'], title: numbered(t.editingBanks), component: EditingBanks },
  OfferVersions: { layer: 'curtain', params: ['requestNumber', 'offerUuid'], title: withBank(t.offerVersions), component: OfferVersions },
  StatusHistory: {
    layer: 'curtain',
    params: ['requestNumber'],
    title: (params) => (params.subrequestUuid ? withBank(t.statusHistory)(params) : numbered(t.requestHistory)(params)),
    component: StatusHistory,
  },
} satisfies Record<string, SidebarViewEntry>;

/** Every view of the side panels by key: the request's and banks' views, and those of customers, documents and delivery. */
export const sidebarRegistry: SidebarRegistry = { ...coreSidebarViews, ...extraSidebarViews };

/** The spec's name of a registered view (its `data-view`). */
export function viewNameOf(key: string): string {
  return sidebarRegistry[key]?.name ?? key;
}
