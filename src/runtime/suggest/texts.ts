/** Russian texts the suggestion fields show, produced by their stores. */
export const suggestTexts = {
  /** The optional last entry of an address list that nothing in the directory matched. */
  badAddressWarning: 'Адрес не найден в справочнике — проверьте написание',
  /** The entry that keeps the typed address as it is. */
  typedAddress: 'Оставить как введено: {text}',
  /** Shown beside the field when the service fails and gave no message of its own. */
  serviceDown: 'Сервис подсказок недоступен. Продолжайте ввод вручную.',
} as const;
