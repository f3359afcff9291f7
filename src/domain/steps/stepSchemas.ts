import commercialDetailInfo from '../../../schemas/steps/commercial-detail-info.schema.json';
import companyInformation from '../../../schemas/steps/company-information.schema.json';
import detailContacts from '../../../schemas/steps/detail-contacts.schema.json';
import documents from '../../../schemas/steps/documents.schema.json';
import finance from '../../../schemas/steps/finance.schema.json';
import guaranteeInformation from '../../../schemas/steps/guarantee-information.schema.json';
import guarantyDetailInfo from '../../../schemas/steps/guaranty-detail-info.schema.json';
import informationFounders from '../../../schemas/steps/information-founders.schema.json';
import informationHead from '../../../schemas/steps/information-head.schema.json';
import informationSigners from '../../../schemas/steps/information-signers.schema.json';
import preview from '../../../schemas/steps/preview.schema.json';
import stepContextSchema from '../../../schemas/steps/step-context.schema.json';
import commercialDetailInfoUi from '../../../schemas/steps/commercial-detail-info.ui.json';
import companyInformationUi from '../../../schemas/steps/company-information.ui.json';
import detailContactsUi from '../../../schemas/steps/detail-contacts.ui.json';
import documentsUi from '../../../schemas/steps/documents.ui.json';
import financeUi from '../../../schemas/steps/finance.ui.json';
import guaranteeInformationUi from '../../../schemas/steps/guarantee-information.ui.json';
import guarantyDetailInfoUi from '../../../schemas/steps/guaranty-detail-info.ui.json';
import informationFoundersUi from '../../../schemas/steps/information-founders.ui.json';
import informationHeadUi from '../../../schemas/steps/information-head.ui.json';
import informationSignersUi from '../../../schemas/steps/information-signers.ui.json';
import previewUi from '../../../schemas/steps/preview.ui.json';
import person from '../../../schemas/persons/person.schema.json';
import founderOrganization from '../../../schemas/persons/founder-organization.schema.json';
import juridicalQuestionnaire from '../../../schemas/questionnaire/juridical-questionnaire.schema.json';
import individualQuestionnaire from '../../../schemas/questionnaire/individual-questionnaire.schema.json';
import financeReport from '../../../schemas/finance/finance-report.schema.json';
import type { SchemaNode, SchemaRegistry } from './schemaRefs';

/** Step data schemas by their base name (the `schema` of config/request-steps.json). */
export const stepSchemas: Readonly<Record<string, SchemaNode>> = {
  'company-information': companyInformation,
  'guarantee-information': guaranteeInformation,
  'commercial-detail-info': commercialDetailInfo,
  'guaranty-detail-info': guarantyDetailInfo,
  'detail-contacts': detailContacts,
  'information-head': informationHead,
  'information-founders': informationFounders,
  'information-signers': informationSigners,
  finance,
  documents,
  preview,
};

/** The uiSchema beside each step schema. */
export const stepUiSchemas: Readonly<Record<string, SchemaNode>> = {
  'company-information': companyInformationUi,
  'guarantee-information': guaranteeInformationUi,
  'commercial-detail-info': commercialDetailInfoUi,
  'guaranty-detail-info': guarantyDetailInfoUi,
  'detail-contacts': detailContactsUi,
  'information-head': informationHeadUi,
  'information-founders': informationFoundersUi,
  'information-signers': informationSignersUi,
  finance: financeUi,
  documents: documentsUi,
  preview: previewUi,
};

/**
 * The entity schemas the steps refer to (and validate on their own: the questionnaire, a person, a
 * founder organisation, the finance report) and the step context.
 */
export const entitySchemas: Readonly<Record<string, SchemaNode>> = {
  'step-context': stepContextSchema,
  person,
  'founder-organization': founderOrganization,
  'juridical-questionnaire': juridicalQuestionnaire,
  'individual-questionnaire': individualQuestionnaire,
  'finance-report': financeReport,
};

/** Every form schema by `$id`, so `$ref`s between them resolve. */
export const formSchemaRegistry: SchemaRegistry = new Map(
  [...Object.values(stepSchemas), ...Object.values(entitySchemas)].map((schema) => [String(schema.$id), schema] as const),
);
