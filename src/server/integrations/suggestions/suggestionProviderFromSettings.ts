import type { ServerSettings } from '../../config/serverSettings';
import { dadataSuggestionProvider } from './dadataSuggestionProvider';
import { offlineSuggestionProvider } from './offlineSuggestionProvider';
import type { SuggestionProvider } from './SuggestionProvider';

/** DaData when DADATA_TOKEN is set, the shipped datasets otherwise. */
export function suggestionProviderFromSettings(settings: Pick<ServerSettings, 'dadataToken' | 'dadataUrl' | 'dadataTimeoutMs'>): SuggestionProvider {
  return settings.dadataToken
    ? dadataSuggestionProvider({ token: settings.dadataToken, baseUrl: settings.dadataUrl, timeoutMs: settings.dadataTimeoutMs })
    : offlineSuggestionProvider();
}
