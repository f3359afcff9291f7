import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config/loadConfig';
import { suggestionProviderFromSettings } from '../../../src/server/integrations/suggestions/suggestionProviderFromSettings';
import { tenderSourceFromSettings } from '../../../src/server/integrations/eis/tenderSourceFromSettings';

function problemsOf(env: NodeJS.ProcessEnv): readonly string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration of suggestions and tenders', () => {
  it('answers offline by default, with DaData and EIS defaults ready', () => {
    const { server } = loadConfig({});
    expect(server).toMatchObject({
      dadataToken: null,
      dadataUrl: 'https://suggestions.dadata.ru',
      dadataTimeoutMs: 3000,
      suggestionsPerMinute: 600,
      eisUrl: null,
      eisToken: null,
      eisTimeoutMs: 10000,
    });
    expect(suggestionProviderFromSettings(server).name).toBe('offline');
    expect(tenderSourceFromSettings(server).name).toBe('offline');
  });

  it('chooses DaData and the EIS gateway when they are configured', () => {
    const { server } = loadConfig({
      DADATA_TOKEN: 'key-0123456789',
      DADATA_URL: 'https://dadata.proxy.example/',
      DADATA_TIMEOUT_MS: '1500',
      SUGGESTIONS_PER_MINUTE: '0',
      EIS_URL: 'https://eis.gateway.example/',
      EIS_TOKEN: 'eis-key-0123',
      EIS_TIMEOUT_MS: '4000',
    });
    expect(server).toMatchObject({
      dadataUrl: 'https://dadata.proxy.example',
      dadataTimeoutMs: 1500,
      suggestionsPerMinute: 0,
      eisUrl: 'https://eis.gateway.example',
      eisTimeoutMs: 4000,
    });
    expect(suggestionProviderFromSettings(server).name).toBe('dadata');
    expect(tenderSourceFromSettings(server).name).toBe('eis');
  });

  it('names a bad variable in Russian', () => {
    expect(problemsOf({ DADATA_URL: 'suggestions.dadata.ru' })).toEqual([
      'Переменная окружения DADATA_URL (адрес сервиса подсказок DaData): должно начинаться с http:// или https://',
    ]);
    expect(problemsOf({ DADATA_TOKEN: 'key with spaces' })).toEqual(['Переменная окружения DADATA_TOKEN (API-ключ DaData): не должно содержать пробелов']);
    expect(problemsOf({ DADATA_TIMEOUT_MS: '3s' })).toEqual([
      'Переменная окружения DADATA_TIMEOUT_MS (время ожидания DaData, мс): должно быть числом миллисекунд от 10 до 999999',
    ]);
    expect(problemsOf({ SUGGESTIONS_PER_MINUTE: '-1' })).toEqual([
      'Переменная окружения SUGGESTIONS_PER_MINUTE (подсказок в минуту на пользователя): должно быть целым числом (0 — без ограничения)',
    ]);
    expect(problemsOf({ EIS_TOKEN: 'eis-key-0123' })).toEqual([
      'Переменная окружения EIS_URL (адрес шлюза ЕИС): обязательно, когда задано «ключ шлюза ЕИС»',
    ]);
  });
});
