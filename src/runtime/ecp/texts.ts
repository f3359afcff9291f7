/** Russian texts of the sign-in by signature and of the profile's certificates, as the stores report them. */
export const ecpRuntimeTexts = {
  noAnswer: 'Сервер не ответил. Проверьте соединение и повторите попытку.',
  attached: (holder: string) => `Сертификат «${holder}» прикреплён: теперь можно входить по электронной подписи`,
  detached: (holder: string) => `Сертификат «${holder}» откреплён: входить по нему больше нельзя`,
} as const;
