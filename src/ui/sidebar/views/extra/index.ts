import { fillTemplate } from '../../../../domain/fillTemplate';
import type { SidebarRegistry } from '../../viewTypes';
import { BankDocumentPreview } from './BankDocumentPreview';
import { CustomerDetails } from './CustomerDetails';
import { CustomersList } from './CustomersList';
import { DeliveryInfo } from './DeliveryInfo';
import { DocumentCurtain } from './DocumentCurtain';
import { DocumentPreview } from './DocumentPreview';
import { DocumentPreviewCurtain } from './DocumentPreviewCurtain';
import { PassportRecognitionPreview } from './PassportRecognitionPreview';
import { RequestAgreement } from './RequestAgreement';
import { extraViewTexts } from './texts';

const t = extraViewTexts.titles;
const numbered = (template: string) => (params: Readonly<Record<string, string>>) => fillTemplate(template, { n: params.requestNumber ?? '' });
const fixed = (title: string) => () => title;

/**
 * The side panels of customers, documents, delivery, the draft agreement and passport recognition.
 * Optional parameters beyond the required ones: CustomerDetails `customerIndex` or `inn`;
 * BankDocumentPreview and DocumentPreview `fileUuid` (DocumentPreview also `docType`); DeliveryInfo
 * `bankUuid` (without it, the accepted offer). DocumentPreview exists in both layers: the curtain's
 * entry is keyed `DocumentPreviewCurtain` and keeps the spec's name.
 */
export const extraSidebarViews: SidebarRegistry = {
  CustomersList: { layer: 'sidebar', params: ['requestNumber'], title: numbered(t.customersList), component: CustomersList },
  CustomerDetails: { layer: 'sidebar', params: ['requestNumber'], title: fixed(t.customerDetails), component: CustomerDetails },
  RequestAgreement: { layer: 'sidebar', params: ['requestNumber', 'bankUuid'], title: fixed(t.requestAgreement), component: RequestAgreement },
  BankDocumentPreview: { layer: 'sidebar', params: ['requestNumber', 'bankUuid'], title: fixed(t.bankDocumentPreview), component: BankDocumentPreview },
  DocumentPreview: { layer: 'sidebar', params: ['requestNumber'], title: numbered(t.documentPreview), component: DocumentPreview },
  DeliveryInfo: { layer: 'sidebar', params: ['requestNumber'], title: fixed(t.deliveryInfo), component: DeliveryInfo },
  PassportRecognitionPreview: { layer: 'sidebar', params: ['requestNumber'], title: fixed(t.passportRecognition), component: PassportRecognitionPreview },
  Document: { layer: 'curtain', params: ['requestNumber', 'docType'], title: fixed(t.document), component: DocumentCurtain },
  DocumentPreviewCurtain: { layer: 'curtain', name: 'DocumentPreview', params: ['requestNumber', 'fileUuid'], title: fixed(t.filePreview), component: DocumentPreviewCurtain },
};
