import { banksConfig, type BankSettings } from '../banks';

/** One document type the selected banks want (spec-2 §3.4 "Document requirement summary"). */
export interface DocumentRequirement {
  readonly docType: string;
  /** The name from the shared list of document types in config/banks.json. */
  readonly docName: string;
  /** Short names of the banks that require it, in the order the banks were given. */
  readonly requiredForbanks: readonly string[];
}

/**
 * The document summary of a request: every document type some selected bank requires
 * (`required_documents` of config/banks.json), once, with the banks that require it. Types come in the
 * order of the shared list of document types, so the documents step looks the same whatever banks
 * are chosen; a type missing from the list keeps the bank's own name and comes last.
 */
export function documentRequirements(
  selectedBanks: readonly BankSettings[],
  documentTypes: Readonly<Record<string, { readonly name: string }>> = banksConfig.document_types,
): DocumentRequirement[] {
  const byType = new Map<string, { docName: string; banks: string[] }>();
  for (const bank of selectedBanks) {
    for (const document of bank.required_documents) {
      const entry = byType.get(document.type) ?? { docName: documentTypes[document.type]?.name ?? document.name, banks: [] };
      if (!entry.banks.includes(bank.middle_name)) entry.banks.push(bank.middle_name);
      byType.set(document.type, entry);
    }
  }
  const order = Object.keys(documentTypes);
  const rank = (type: string): number => {
    const index = order.indexOf(type);
    return index === -1 ? order.length : index;
  };
  return [...byType]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([docType, { docName, banks }]) => ({ docType, docName, requiredForbanks: banks }));
}
