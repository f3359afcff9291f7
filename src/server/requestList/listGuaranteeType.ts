/**
 * The request form's guarantee types (spec-2 §1: y, i_with_a, i_without_a, va, go) as the list names
 * them (spec-1 §3 "Enumerations": participation, execution, garantue_warranty, return_advance).
 */
const listTypes: Readonly<Record<string, string>> = {
  y: 'participation',
  i_with_a: 'execution',
  i_without_a: 'execution',
  va: 'return_advance',
  go: 'garantue_warranty',
};

/** The list's guarantee type of a form's type; a value the table does not know passes as it is. */
export function listGuaranteeType(formType: string | null): string | null {
  if (formType === null || formType === '') return null;
  return listTypes[formType] ?? formType;
}
