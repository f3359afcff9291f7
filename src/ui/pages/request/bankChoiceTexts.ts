/** Words of the form's bank choice and of what the chosen banks will require. */
export const bankChoiceTexts = {
  title: 'Банки для отправки',
  hint: 'Выберите банки сразу: от них зависят документы, периоды отчётности и участники, которые понадобятся.',
  placeholder: 'Выберите банки',
  save: 'Сохранить выбор банков',
  platform: 'Банки платформы',
  partner: 'Банки партнёров',
  presetPlatform: 'Все банки платформы',
  requireTitle: 'Выбранные банки потребуют:',
  requireNothing: 'Выберите банки — здесь появится, что они потребуют: документы, периоды отчётности и участники.',
  documents: (count: number) => `документы (${count})`,
  more: (count: number) => `и ещё ${count}`,
  periods: 'отчётность за',
  noPeriods: 'финансовая отчётность не нужна',
  indirect: 'косвенного участника, если долей владеет организация',
  contacts: 'контакты заказчика',
  unsaved: 'Выбор не сохранён',
} as const;
