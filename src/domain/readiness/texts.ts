/** Russian words of the send-readiness reasons (what a bank still waits for, and where to fix it). */
export const readinessTexts = {
  notFilled: (step: string) => `Шаг «${step}» ещё не заполнен`,
  notConfirmed: (step: string) => `Шаг «${step}» не подтверждён: откройте его и нажмите «Далее»`,
  blockShort: (block: string, count: number, total: number) => `«${block}» заполнено на ${count} из ${total}`,
} as const;
