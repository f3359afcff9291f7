import type { FastifyInstance } from 'fastify';
import { fileStoreFromConfig } from '../storage/fileStoreFromConfig';
import type { ActDocuments } from './formActs';
import { storeActPdf } from './storeActPdf';

/**
 * The documents forming stores with an act: its PDF, printed from the act as formed (its lines, totals,
 * organisation and signer) and kept in the act's scope as the file both parties sign (storeActPdf).
 */
export function actDocumentsOf(app: FastifyInstance): ActDocuments {
  const store = fileStoreFromConfig(app.config);
  return {
    async storeActPdf(trx, actId) {
      await storeActPdf(trx, store, actId);
    },
  };
}
