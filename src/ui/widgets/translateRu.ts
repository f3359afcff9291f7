import { replaceStringParameters, TranslatableString } from '@rjsf/utils';

/** Every text rjsf itself shows, in Russian; the Record type makes a missing one a type error. */
const texts: Record<TranslatableString, string> = {
  [TranslatableString.ArrayItemTitle]: 'Элемент',
  [TranslatableString.MissingItems]: 'Не описаны элементы списка',
  [TranslatableString.EmptyArray]: 'Пока пусто. Добавьте элемент кнопкой ниже.',
  [TranslatableString.YesLabel]: 'Да',
  [TranslatableString.NoLabel]: 'Нет',
  [TranslatableString.CloseLabel]: 'Закрыть',
  [TranslatableString.ErrorsLabel]: 'Ошибки',
  [TranslatableString.NewStringDefault]: 'Новое значение',
  [TranslatableString.AddButton]: 'Добавить',
  [TranslatableString.AddItemButton]: 'Добавить элемент',
  [TranslatableString.CopyButton]: 'Копировать',
  [TranslatableString.ExpandButton]: 'Развернуть',
  [TranslatableString.MoveDownButton]: 'Ниже',
  [TranslatableString.MoveUpButton]: 'Выше',
  [TranslatableString.RemoveButton]: 'Удалить',
  [TranslatableString.NowLabel]: 'Сейчас',
  [TranslatableString.ClearLabel]: 'Очистить',
  [TranslatableString.AriaDateLabel]: 'Выберите дату',
  [TranslatableString.PreviewLabel]: 'Просмотр',
  [TranslatableString.DecrementAriaLabel]: 'Уменьшить на 1',
  [TranslatableString.IncrementAriaLabel]: 'Увеличить на 1',
  [TranslatableString.OptionalObjectAdd]: 'Заполнить необязательный блок',
  [TranslatableString.OptionalObjectRemove]: 'Убрать необязательный блок',
  [TranslatableString.OptionalObjectEmptyMsg]: 'Необязательный блок не заполнен',
  [TranslatableString.Type]: 'Тип',
  [TranslatableString.Value]: 'Значение',
  [TranslatableString.ClearButton]: 'Очистить поле',
  [TranslatableString.UnknownFieldType]: 'Неизвестный тип поля %1',
  [TranslatableString.OptionPrefix]: 'Вариант %1',
  [TranslatableString.TitleOptionPrefix]: '%1: вариант %2',
  [TranslatableString.KeyLabel]: '%1: ключ',
  [TranslatableString.DeprecatedLabel]: '%1 (устарело)',
  [TranslatableString.CycleDetected]: 'Поле «%1» ссылается само на себя ($ref). Можно развернуть следующий уровень.',
  [TranslatableString.InvalidObjectField]: 'Неверное описание поля-объекта «%1»: %2.',
  [TranslatableString.UnsupportedField]: 'Схема поля не поддерживается.',
  [TranslatableString.UnsupportedFieldWithId]: 'Схема поля «%1» не поддерживается.',
  [TranslatableString.UnsupportedFieldWithReason]: 'Схема поля не поддерживается: %1.',
  [TranslatableString.UnsupportedFieldWithIdAndReason]: 'Схема поля «%1» не поддерживается: %2.',
  [TranslatableString.FilesInfo]: '**%1** (%2, %3 байт)',
};

/** rjsf's `translateString` in Russian. */
export function translateRu(text: TranslatableString, params?: string[]): string {
  return replaceStringParameters(texts[text] ?? text, params);
}
