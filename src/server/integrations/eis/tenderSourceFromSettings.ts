import type { ServerSettings } from '../../config/serverSettings';
import { eisTenderSource } from './eisTenderSource';
import { offlineTenderSource } from './offlineTenderSource';
import type { TenderSource } from './TenderSource';

/** The EIS gateway when EIS_URL is set, the shipped tenders otherwise. */
export function tenderSourceFromSettings(settings: Pick<ServerSettings, 'eisUrl' | 'eisToken' | 'eisTimeoutMs'>): TenderSource {
  return settings.eisUrl ? eisTenderSource({ baseUrl: settings.eisUrl, token: settings.eisToken, timeoutMs: settings.eisTimeoutMs }) : offlineTenderSource();
}
