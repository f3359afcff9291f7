/** A document a demand asks for (bg_demand.required_documents). */
export interface DemandDocument {
  readonly type: string;
  readonly name: string;
}

/** One line of a demand's checklist. */
export interface DemandChecklistLine {
  readonly type: string;
  readonly name: string;
  readonly required: boolean;
  readonly provided: boolean;
}

/**
 * The checklist of a demand: each document it asks for, ticked once an answer to it carried a file of
 * that type (the type the file was uploaded with). Every document a demand names is required: a bank
 * names what it needs.
 */
export function demandChecklist(asked: readonly DemandDocument[], providedTypes: ReadonlySet<string>): DemandChecklistLine[] {
  return asked.map((document) => ({ type: document.type, name: document.name, required: true, provided: providedTypes.has(document.type) }));
}
