import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pickWidget } from '../../../src/ui/widgets';
import { renderForm } from './support';

afterEach(cleanup);

const schema = {
  type: 'object',
  properties: {
    phone: { type: 'string', title: 'Телефон', maxLength: 32 },
    snils: { type: 'string', title: 'СНИЛС' },
    sum: { type: 'number', title: 'Сумма гарантии, ₽' },
    eioToDate: { type: 'string', title: 'Полномочия действуют до', pattern: '^(\\d{4}-\\d{2}-\\d{2}|бессрочно)$' },
    order_name: { type: 'string', title: 'Предмет договора', maxLength: 2000 },
    contact_person: { type: 'string', title: 'Контактное лицо', maxLength: 100 },
    note: { type: 'string', title: 'Заметка' },
    actual_eq_legal: { type: 'boolean', title: 'Фактический адрес совпадает с юридическим' },
    actual_address: { type: 'string', title: 'Фактический адрес' },
  },
} as RJSFSchema;

const uiSchema: UiSchema = {
  phone: { 'ui:widget': 'tel' },
  snils: { 'ui:widget': 'snils' },
  sum: { 'ui:widget': 'sum' },
  eioToDate: { 'ui:widget': 'date_or_unlimited' },
  order_name: { 'ui:widget': 'textarea' },
  actual_address: { 'ui:options': { hiddenWhen: 'actual_eq_legal' } },
};

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = async (label: string, value: string) => {
  await act(async () => {
    fireEvent.change(input(label), { target: { value } });
  });
};

describe('masks while typing', () => {
  it('lays a phone into +7 (___) ___-__-__ and keeps the masked text', async () => {
    const form = renderForm(schema, uiSchema, {});
    expect(input('Телефон').placeholder).toBe('+7 (___) ___-__-__');
    expect(input('Телефон').type).toBe('tel');
    await type('Телефон', '8999123');
    expect(input('Телефон').value).toBe('+7 (999) 123');
    await type('Телефон', '+7 (999) 123' + '4567');
    expect(input('Телефон').value).toBe('+7 (999) 123-45-67');
    await waitFor(() => expect(form.data()).toMatchObject({ phone: '+7 (999) 123-45-67' }));
    await type('Телефон', '');
    await waitFor(() => expect(form.data()).not.toHaveProperty('phone', expect.anything()));
  });

  it('shows a stored phone in the mask', () => {
    renderForm(schema, uiSchema, {}, { phone: '+7 495 123-45-67' });
    expect(input('Телефон').value).toBe('+7 (495) 123-45-67');
  });

  it('lays a СНИЛС into ___-___-___ __', async () => {
    const form = renderForm(schema, uiSchema, {});
    expect(input('СНИЛС').placeholder).toBe('___-___-___ __');
    await type('СНИЛС', '11223344595');
    expect(input('СНИЛС').value).toBe('112-233-445 95');
    await waitFor(() => expect(form.data()).toMatchObject({ snils: '112-233-445 95' }));
  });

  it('spaces a sum as it is typed and keeps the number', async () => {
    const form = renderForm(schema, uiSchema, {}, { sum: 2425000 });
    expect(input('Сумма гарантии, ₽').value).toBe('2 425 000');
    await type('Сумма гарантии, ₽', '1234567.8');
    expect(input('Сумма гарантии, ₽').value).toBe('1 234 567,8');
    await waitFor(() => expect(form.data()).toMatchObject({ sum: 1234567.8 }));
    await type('Сумма гарантии, ₽', '1 234 567,89');
    await waitFor(() => expect(form.data()).toMatchObject({ sum: 1234567.89 }));
    await act(async () => {
      fireEvent.blur(input('Сумма гарантии, ₽'));
    });
    expect(input('Сумма гарантии, ₽').value).toBe('1 234 567,89');
    await type('Сумма гарантии, ₽', '');
    await waitFor(() => expect((form.data() as { sum?: number }).sum).toBeUndefined());
  });
});

describe('«Полномочия действуют до»: a date or «Бессрочно»', () => {
  it('ticks «Бессрочно» for the stored word and shows the picker in ДД.ММ.ГГГГ once unticked', async () => {
    const form = renderForm(schema, uiSchema, {}, { eioToDate: 'бессрочно' });
    const unlimited = screen.getByRole('checkbox', { name: 'Бессрочно' }) as HTMLInputElement;
    expect(unlimited.checked).toBe(true);
    expect(screen.queryByPlaceholderText('ДД.ММ.ГГГГ')).toBeNull();
    await act(async () => {
      fireEvent.click(unlimited);
    });
    const picker = screen.getByPlaceholderText('ДД.ММ.ГГГГ') as HTMLInputElement;
    await act(async () => {
      fireEvent.mouseDown(picker);
      fireEvent.click(picker);
      picker.focus();
    });
    await act(async () => {
      fireEvent.change(picker, { target: { value: '31.12.2027' } });
    });
    await act(async () => {
      fireEvent.keyDown(picker, { key: 'Enter', code: 'Enter', keyCode: 13 });
    });
    await waitFor(() => expect(form.data()).toMatchObject({ eioToDate: '2027-12-31' }));
    expect(picker.value).toBe('31.12.2027');
  });
});

describe('character counters', () => {
  it('count a textarea up to its limit always, a text input while it is typed in or near its limit, nothing without a limit', async () => {
    const { container } = renderForm(schema, uiSchema, {}, { order_name: 'Поставка аппаратов' });
    const counts = () => [...container.querySelectorAll('.ant-input-data-count, .ant-input-show-count-suffix')].map((node) => node.textContent);
    expect(counts()).toEqual(['18 / 2000']);
    await act(async () => {
      fireEvent.focus(input('Контактное лицо'));
    });
    expect(counts()).toContain('0 / 100');
    await type('Контактное лицо', 'Орлова');
    expect(counts()).toContain('6 / 100');
    expect(input('Контактное лицо').maxLength).toBe(100);
    await act(async () => {
      fireEvent.blur(input('Контактное лицо'));
    });
    expect(counts()).toEqual(['18 / 2000']);
    await type('Контактное лицо', 'ж'.repeat(85));
    expect(counts()).toContain('85 / 100');
    await act(async () => {
      fireEvent.focus(input('Заметка'));
    });
    expect(counts()).toHaveLength(2);
  });
});

describe('fields hidden behind «совпадает»', () => {
  it('hides the actual address while it is the legal one, and shows it again when it is not', async () => {
    renderForm(schema, uiSchema, {}, { actual_eq_legal: true, actual_address: 'старый адрес' });
    expect(screen.queryByLabelText('Фактический адрес')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByLabelText('Фактический адрес совпадает с юридическим'));
    });
    expect(input('Фактический адрес').value).toBe('старый адрес');
  });
});

it('the registry knows the new widgets by their names', () => {
  expect(pickWidget({ type: 'string' }, { 'ui:widget': 'snils' })).toBe('snils');
  expect(pickWidget({ type: 'number' }, { 'ui:widget': 'sum' })).toBe('sum');
  expect(pickWidget({ type: 'string' }, { 'ui:widget': 'sum' })).toBeNull();
  expect(pickWidget({ type: 'string' }, { 'ui:widget': 'date_or_unlimited' })).toBe('date_or_unlimited');
});
