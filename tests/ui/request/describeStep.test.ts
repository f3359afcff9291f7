import { describe, expect, it } from 'vitest';
import { describeStep } from '../../../src/ui/pages/request/describeStep';
import { renderedStep } from '../../../src/ui/pages/request/stepSchema';

describe('describeStep: a step as the preview writes it', () => {
  it('names fields by their titles, options by theirs, dates as DD.MM.YYYY, and leaves out the context and empty fields', () => {
    const { schema } = renderedStep('guaranty-detail-info');
    const rows = describeStep(schema, {
      context: { is_ip: false },
      stage: 'y',
      sum: 485000,
      dateFrom: '2026-11-22',
      dateTo: '',
      hasAdvance: false,
      delivery_type: 'digital',
    });
    expect(rows).toEqual([
      { label: 'Вид гарантии', text: 'Обеспечение заявки на участие' },
      { label: 'Сумма гарантии, ₽', text: (485000).toLocaleString('ru-RU') },
      { label: 'Начало действия гарантии', text: '22.11.2026' },
      { label: 'По контракту предусмотрен аванс', text: 'Нет' },
      { label: 'Форма гарантии', text: 'Электронная' },
    ]);
  });

  it('writes a person as the titled fields that are filled', () => {
    const { schema } = renderedStep('information-head');
    const [row] = describeStep(schema, { head: { uuid: 'u', last_name: 'Петров', first_name: 'Сергей', is_head: true, citizenship: 'rf' } });
    expect(row?.text).toContain('Петров');
    expect(row?.text).not.toContain('uuid');
  });
});

describe('renderedStep', () => {
  it('keeps descriptions for people and drops the analysts\' notes that cite the specification', () => {
    const descriptions: string[] = [];
    JSON.stringify(renderedStep('information-founders').schema, (key, value: unknown) => {
      if (key === 'description' && typeof value === 'string') descriptions.push(value);
      return value;
    });
    expect(descriptions.filter((text) => /spec-\d/.test(text))).toEqual([]);
    expect(JSON.stringify(renderedStep('information-founders').schema)).toContain('Организации-учредители');
  });
});
