import { callJson, UpstreamError } from '../suggestions/callJson';
import { eisNoticeToTender, NoticeShapeError } from './eisNoticeToTender';
import type { TenderSource } from './TenderSource';
import { tenderTexts } from './texts';

export interface EisOptions {
  /** Address of the EIS gateway. */
  baseUrl: string;
  /** Bearer key of the gateway; some gateways need none. */
  token: string | null;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/**
 * Notices from an EIS gateway over HTTP JSON (`GET {EIS_URL}/api/v1/notices/{number}`, 404 for an
 * unknown number), mapped into the product's tender.
 */
export function eisTenderSource(options: EisOptions): TenderSource {
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    name: 'eis',
    async findTender(number: string) {
      const url = `${base}/api/v1/notices/${encodeURIComponent(number)}`;
      const answer = await callJson({
        url,
        method: 'GET',
        headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
        timeoutMs: options.timeoutMs,
        failureMessage: tenderTexts.eisUnavailable,
        fetch: options.fetch,
      });
      if (answer.status === 404) return null;
      if (answer.status !== 200) throw new UpstreamError('unavailable', tenderTexts.eisUnavailable, `GET ${url}: HTTP ${answer.status}`);
      try {
        return eisNoticeToTender(answer.body);
      } catch (error) {
        if (error instanceof NoticeShapeError) {
          throw new UpstreamError('unavailable', tenderTexts.eisUnavailable, `GET ${url}: ${error.message}`, { cause: error });
        }
        throw error;
      }
    },
  };
}
