import type { SignerHelpProblem } from './signerHelpProblem';

/** Every Russian word of the help shown when the browser cannot sign; the links are in config/signing.json. */
export const signerHelpTexts = {
  title: {
    extension_missing: 'Браузер не видит расширение для электронной подписи',
    plugin_missing: 'Не отвечает КриптоПро ЭЦП Browser plug-in',
    no_certificates: 'Не найден сертификат электронной подписи',
  } satisfies Record<SignerHelpProblem, string>,
  stepsLabel: 'Что сделать',
  installPlugin: (name: string) => `Установите ${name}:`,
  pluginPage: 'страница загрузки на сайте КриптоПро',
  installExtension: 'Установите и включите расширение КриптоПро для своего браузера:',
  extensionFor: (browsers: string) => `расширение для ${browsers}`,
  reload: 'Обновите страницу: браузер видит плагин только на странице, открытой после установки.',
  reloadButton: 'Обновить страницу',
  extensionDisabled: 'Если всё уже установлено, проверьте, что расширение КриптоПро включено в настройках браузера.',
  insertToken: 'Вставьте носитель (токен, смарт-карту) с ключом электронной подписи.',
  installCertificate:
    'Если ключ на компьютере или сертификат не виден, установите сертификат в хранилище «Личное» через КриптоПро CSP («Просмотреть сертификаты в контейнере» — «Установить»).',
  validCertificate: 'Подписать можно только действующим сертификатом: проверьте срок его действия.',
  retry: 'Затем повторите попытку.',
  newTab: 'откроется в новой вкладке',
} as const;
