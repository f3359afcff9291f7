import type { FastifyInstance } from 'fastify';
import type { ActDocuments } from './formActs';

/**
 * The documents forming stores with an act (its PDF in the act's scope). None yet: an act is formed without
 * a PDF (`files.pdf` null) until the act's print form is added here.
 */
export function actDocumentsOf(_app: FastifyInstance): ActDocuments | null {
  return null;
}
