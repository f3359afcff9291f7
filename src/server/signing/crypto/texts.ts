/** Russian texts of signature verification and of the test certification authority. */

// Signers and operators read these moments against Moscow time whatever the server's zone is.
const moscow = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function moment(date: Date): string {
  return `${moscow.format(date).replace(',', '')} МСК`;
}

/** Which moment a validity check was made at: the CMS signing time, or the server's receipt when the CMS has none. */
export type CheckedMoment = { at: Date; from: 'signing_time' | 'received' };

function when(checked: CheckedMoment): string {
  return checked.from === 'signing_time' ? `подпись создана ${moment(checked.at)}` : `подпись получена ${moment(checked.at)} (время подписания в ней не указано)`;
}

export const signatureTexts = {
  notCms: 'Файл не является электронной подписью: ожидается подпись CMS (файл .sig или .p7s) в DER, PEM или Base64',
  notSignedData: 'Файл не является электронной подписью: контейнер CMS не содержит подписанных данных (SignedData)',
  noSigner: 'Файл подписи не содержит ни одной подписи: список подписантов (SignerInfo) пуст',
  contentMissing: 'Подпись откреплённая: чтобы её проверить, нужен подписанный файл, а он не передан',
  contentMismatch: 'Подпись не соответствует файлу: файл изменён после подписания или подписан другой файл',
  attachedDiffers: 'Подпись не соответствует файлу: в подпись вложен другой документ, а не переданный файл',
  signatureBroken: 'Подпись повреждена: её значение не сходится с ключом сертификата подписанта',
  verifyFailed: 'Подпись не прошла криптографическую проверку: структура подписи повреждена или не поддерживается',
  notGost: (what: string) =>
    `Подпись выполнена не по ГОСТ: ${what}. Квалифицированная подпись должна использовать ГОСТ Р 34.10-2012 (256 или 512 бит) с хешем ГОСТ Р 34.11-2012`,
  certificateMissing: 'В подписи нет сертификата подписанта: подпишите файл заново так, чтобы сертификат был включён в подпись',
  certificateExpired: (validTo: Date, checked: CheckedMoment) =>
    `Сертификат подписанта истёк: действовал до ${moment(validTo)}, а ${when(checked)}`,
  certificateNotYetValid: (validFrom: Date, checked: CheckedMoment) =>
    `Сертификат подписанта ещё не действовал: действует с ${moment(validFrom)}, а ${when(checked)}`,
  chainExpired: (checked: CheckedMoment) =>
    `Сертификат удостоверяющего центра в цепочке подписанта истёк к моменту подписания: ${when(checked)}`,
  chainNotYetValid: (checked: CheckedMoment) =>
    `Сертификат удостоверяющего центра в цепочке подписанта ещё не действовал в момент подписания: ${when(checked)}`,
  untrustedRoot: (issuer: string) =>
    `Сертификат подписанта выдан удостоверяющим центром «${issuer}», которому платформа не доверяет: его нет среди доверенных корневых сертификатов`,
  chainInvalid: (issuer: string) =>
    `Цепочка сертификата подписанта до удостоверяющего центра «${issuer}» не прошла проверку: сертификат выдан с нарушениями или подделан`,
  signingTimeInFuture: (signedAt: Date, receivedAt: Date) =>
    `Время подписания в подписи (${moment(signedAt)}) позже времени её получения (${moment(receivedAt)}) больше чем на 5 минут: на компьютере подписанта неверные часы, подпишите файл заново`,
  engineMissing:
    'Проверка подписей ГОСТ недоступна: в OpenSSL сервера нет модуля ГОСТ (gost engine). Установите его: apt-get install -y libengine-gost-openssl',
  opensslMissing:
    'Проверка подписей ГОСТ недоступна: на сервере не найдена программа openssl. Установите её с модулем ГОСТ: apt-get install -y openssl libengine-gost-openssl',
  notCertificate: 'Файл не является сертификатом X.509: ожидается сертификат .cer, .crt или .pem в DER или PEM',
  trustFileUnreadable: (file: string) => `Доверенный сертификат «${file}» не читается: в файле нет сертификата X.509 в DER или PEM`,
} as const;

export const testCaTexts = {
  caName: 'Тестовый УЦ платформы',
  caOrganization: 'Платформа банковских гарантий',
  unknownThumbprint: (thumbprint: string) => `Тестовый УЦ не выпускал сертификат с отпечатком ${thumbprint}: подписать им нельзя`,
  opensslFailed: (step: string) => `Тестовый УЦ не смог ${step}: OpenSSL завершился с ошибкой`,
  badValidity: 'Срок действия сертификата задан неверно: дата начала должна быть раньше даты окончания',
} as const;
