import { dictionaryLabel } from './dictionaryLabel';
import { fullNameOf, initialsOf } from './format';
import type { PrintableRequest } from './PrintableRequest';
import { printTexts } from './texts';

/** Who signs the forms for the principal, and in what capacity, as the signature block shows it. */
export interface Signer {
  post: string;
  initials: string;
  fullName: string;
}

/**
 * The signer of a request: the person marked as signer, else the head; a sole entrepreneur signs
 * himself. A signer who is not the head acts by a power of attorney, which the post line names.
 */
export function signerOf(data: PrintableRequest): Signer | null {
  const person = data.persons.find((candidate) => candidate.is_signer) ?? data.persons.find((candidate) => candidate.is_head);
  if (!person) return null;
  let post: string;
  if (data.request.is_ip) post = printTexts.entrepreneurPost;
  else post = dictionaryLabel('executivePosts', person.eioPost ?? 'general') ?? person.eioPost ?? printTexts.labels.post;
  if (!person.is_head && person.procuration) post = `${post}, ${printTexts.labels.acting(person.procuration)}`;
  return { post, initials: initialsOf(person), fullName: fullNameOf(person) };
}
