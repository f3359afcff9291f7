/** Russian texts of the sign-in by a qualified electronic signature and of attached certificates. */

const moscowDate = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: 'numeric' });

export const ecpTexts = {
  /** The first line of the text a person signs to sign in. */
  loginChallengeTitle: 'Вход в личный кабинет платформы банковских гарантий',
  /** The first line of the text a person signs to attach a certificate; the login is named in it. */
  attachChallengeTitle: (login: string) => `Прикрепление сертификата электронной подписи к учётной записи ${login}`,
  challengeCode: 'Одноразовый код',
  challengeIssued: 'Выдан',
  unknownChallenge: 'Подпись не содержит кода, выданного платформой для этого действия: повторите действие, чтобы получить новый код, и подпишите его',
  challengeExpired: 'Срок действия кода для подписи истёк (код действует 5 минут): повторите действие, чтобы получить новый код',
  challengeUsed: 'Этот код для подписи уже использован: код одноразовый, повторите действие, чтобы получить новый',
  otherCertificate: 'Код подписан не тем сертификатом, который был выбран: выберите сертификат и подпишите код заново',
  detached: 'Подпись должна быть присоединённой: подписанный код должен быть внутри подписи (CAdES-BES). Подпишите код заново',
  certificateExpired: (validTo: Date) => `Срок действия сертификата истёк ${moscowDate.format(validTo)}: выберите действующий сертификат`,
  certificateNotYetValid: (validFrom: Date) => `Сертификат начнёт действовать только ${moscowDate.format(validFrom)}: выберите действующий сертификат`,
  unknownCertificate:
    'Этот сертификат не прикреплён ни к одной учётной записи. Войдите по e-mail и паролю, прикрепите сертификат в профиле (блок «Сертификаты электронной подписи») и после этого входите по электронной подписи',
  certificateTaken:
    'Этот сертификат уже прикреплён к другой учётной записи платформы: один сертификат открывает только одну учётную запись. Открепите его в профиле той учётной записи или выберите другой сертификат',
  notAttached: 'Сертификат не прикреплён к вашей учётной записи',
} as const;
