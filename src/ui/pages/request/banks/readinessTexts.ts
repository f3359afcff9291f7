/** Words of the send-readiness reasons and of the «Проверить параметры» result on the banks panel. */
export const readinessUiTexts = {
  notReady: 'Не готово к отправке — исправьте:',
  open: 'Открыть',
  noneReady: 'Ни один банк пока не готов к отправке: что исправить, написано у каждого банка.',
  prescoreTitle: 'Результат проверки параметров',
  prescoreLead: 'Параметры заявки сверены с условиями каждого банка.',
  checked: 'Проверено',
  nothingChecked: 'у банка нет ограничений по параметрам',
  passed: 'Проходит',
  failed: 'Не проходит',
  notChecked: 'Не проверялся',
  notCheckedWhy: 'Ответа проверки по этому банку нет: нажмите «Проверить параметры» ещё раз.',
  summary: (passed: number, failed: number) => `Проходят: ${passed}, не проходят: ${failed}`,
} as const;
