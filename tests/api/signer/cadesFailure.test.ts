import { describe, expect, it } from 'vitest';
import { cadesFailure } from '../../../src/api/signer/cadesFailure';
import { SignerError } from '../../../src/api/signer/Signer';
import { signerTexts } from '../../../src/api/signer/signerTexts';

describe('what a failure of the plug-in means for the user', () => {
  it.each([
    ['Действие было отменено пользователем. (0x8010006E)', 'refused', signerTexts.refused],
    ['Операция была отменена пользователем. (0x800704C7)', 'refused', signerTexts.refused],
    ['Действие было отменено пользователем', 'refused', signerTexts.refused],
    ['The operation was canceled by the user. (0x800704c7)', 'refused', signerTexts.refused],
    ['Набор ключей не существует. (0x80090016)', 'no_certificates', signerTexts.keyNotFound],
    ['Указан неправильный PIN-код. (0x8010006B)', 'failed', signerTexts.wrongPin],
    ['Цепочка сертификатов обработана, но прервана на корневом сертификате. (0x800B010A)', 'failed', signerTexts.untrustedChain],
    ['Истек срок действия сертификата. (0x800B0101)', 'failed', signerTexts.expired],
    ['Неправильный параметр. (0x80070057)', 'failed', signerTexts.pluginFailed('Неправильный параметр. (0x80070057)')],
    ['', 'failed', signerTexts.pluginFailedWithoutDetail],
  ])('«%s» → %s', (text, problem, message) => {
    expect(cadesFailure(new Error(text))).toMatchObject({ problem, message });
  });

  it('reads a failure given as a bare string, as the loader rejects', () => {
    expect(cadesFailure('Плагин недоступен')).toMatchObject({ problem: 'failed', message: signerTexts.pluginFailed('Плагин недоступен') });
  });

  it('passes a SignerError through as it is', () => {
    const error = new SignerError('plugin_missing', signerTexts.pluginMissing);
    expect(cadesFailure(error)).toBe(error);
  });
});
