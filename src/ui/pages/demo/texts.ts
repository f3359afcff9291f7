import { passportFieldLabels } from '../../widgets/passportFieldLabels';

/** Texts of the analysts' demo page. */
export const demoTexts = {
  unavailableTitle: 'Недоступно в этом режиме',
  unavailableText: 'Демонстрация форм работает только в режимах разработки и демонстрации.',
  lead: 'Выберите схему — форма строится из неё так же, как шаги заявки: с поиском организаций, банков и адресов и проверками ИНН, ОГРН, БИК и счетов. Примеры загружают верные и ошибочные данные и показывают результат проверки.',
  schema: 'Схема',
  groups: { demo: 'Демонстрационные схемы', steps: 'Шаги заявки' },
  noSchemas: 'Схем для демонстрации пока нет.',
  check: 'Проверить',
  reset: 'Очистить форму',
  examples: 'Примеры',
  validExamples: 'Верные данные',
  invalidExamples: 'Данные с ошибкой',
  noExamples: 'У этой схемы пока нет примеров.',
  result: 'Результат проверки',
  passed: 'Ошибок нет',
  failed: 'Найдены ошибки: {count}',
  expectedFound: 'Ошибка найдена там, где ожидалась: {path}',
  expectedMissing: 'Ожидалась ошибка в {path}, но проверка её не нашла',
  validHasErrors: 'Пример должен быть верным, но проверка нашла ошибки',
  validPassed: 'Верный пример проходит проверку',
  example: 'Пример «{name}»',
  formData: 'Данные формы',
  passport: {
    title: 'Распознавание паспорта',
    lead: 'Распознавание возвращает образец скана и поля, прочитанные с него.',
    run: 'Распознать образец',
    fill: 'Подставить в форму',
    scanAlt: 'Образец скана паспорта',
  },
  passportFields: passportFieldLabels,
} as const;
