import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pickWidget } from '../../../src/ui/widgets';
import { fail } from '../../api/support/scriptedAdapter';
import { moscowIssuer, sberbank, sberbankBank, vavilova } from '../../runtime/suggest/support/suggestions';
import { found, renderForm } from './support';

afterEach(cleanup);

const PARTY = 'POST /suggestions/api/4_1/rs/suggest/party';
const BANK = 'POST /suggestions/api/4_1/rs/suggest/bank';
const ADDRESS = 'POST /suggestions/api/4_1/rs/suggest/address';
const FMS = 'POST /suggestions/api/4_1/rs/suggest/fms_unit';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    company: {
      type: 'object',
      title: 'Организация',
      properties: {
        name: { type: 'string', title: 'Наименование' },
        inn: { type: 'string', title: 'ИНН' },
        kpp: { type: 'string', title: 'КПП' },
        ogrn: { type: 'string', title: 'ОГРН' },
        legal_address: { type: 'string', title: 'Юридический адрес' },
        actual_address: { type: 'string', title: 'Фактический адрес' },
        head: { type: 'object', title: 'Руководитель', properties: { name: { type: 'string', title: 'ФИО' }, post: { type: 'string', title: 'Должность' } } },
      },
    },
    bank: {
      type: 'object',
      title: 'Банк',
      properties: {
        bik: { type: 'string', title: 'БИК' },
        bank_name: { type: 'string', title: 'Наименование банка' },
        cor_account: { type: 'string', title: 'Корреспондентский счёт' },
      },
    },
    issuer_code: { type: 'string', title: 'Код подразделения' },
    issuer: { type: 'string', title: 'Кем выдан' },
  },
};

const uiSchema: UiSchema = {
  company: {
    name: {
      'ui:widget': 'party',
      'ui:options': {
        valueFrom: 'data.name.short_with_opf',
        fill: {
          inn: 'data.inn',
          kpp: 'data.kpp',
          ogrn: 'data.ogrn',
          legal_address: 'data.address.unrestricted_value',
          actual_address: 'data.address.unrestricted_value',
          'head/name': 'data.management.name',
          'head/post': 'data.management.post',
        },
      },
    },
    actual_address: { 'ui:widget': 'address', 'ui:options': { badAddressWarning: true } },
  },
  bank: {
    bik: { 'ui:widget': 'bank', 'ui:options': { valueFrom: 'data.bic', fill: { bank_name: 'data.name.payment', cor_account: 'data.correspondent_account' } } },
  },
  issuer_code: { 'ui:widget': 'fms_unit', 'ui:options': { valueFrom: 'data.code', fill: { '/issuer': 'data.name' } } },
};

function typeInto(label: string, text: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
}

function input(label: string): HTMLInputElement {
  return screen.getByLabelText(label) as HTMLInputElement;
}

async function option(text: string | RegExp): Promise<HTMLElement> {
  const title = await screen.findByText(text, { selector: '.suggest-item-title, .suggest-item-title *, .suggest-typed, .suggest-warning' });
  const item = title.closest('.ant-select-item-option');
  if (!item) throw new Error('нет строки списка');
  return item as HTMLElement;
}

describe('company search', () => {
  it('finds a company after the debounce and fills its requisites, head and addresses', async () => {
    const form = renderForm(schema, uiSchema, { [PARTY]: found(sberbank) });
    typeInto('Наименование', 'Сбер');
    expect(form.network.seen).toHaveLength(0);
    await act(async () => form.clock.advance(200));
    expect(form.network.seen[0]?.body).toEqual({ query: 'Сбер', status: ['ACTIVE', 'LIQUIDATING'] });
    expect(screen.getByText('ИНН 7707083893 · КПП 773601001 · г Москва, ул Вавилова, д 19')).toBeTruthy();
    fireEvent.click(await option('ПАО "Сбербанк"'));
    await waitFor(() => expect(input('ИНН').value).toBe('7707083893'));
    expect(input('Наименование').value).toBe('ПАО "Сбербанк"');
    expect(input('КПП').value).toBe('773601001');
    expect(input('ОГРН').value).toBe('1027700132195');
    expect(input('Юридический адрес').value).toBe('117312, г Москва, ул Вавилова, д 19');
    expect(input('Фактический адрес').value).toBe('117312, г Москва, ул Вавилова, д 19');
    expect(input('ФИО').value).toBe('Греф Герман Оскарович');
    expect(input('Должность').value).toBe('Президент, Председатель Правления');
    expect(form.data()).toMatchObject({ company: { name: 'ПАО "Сбербанк"', inn: '7707083893', head: { name: 'Греф Герман Оскарович' } } });
    expect(form.network.seen.filter((request) => request.url.endsWith('/address'))).toHaveLength(0);
  });

  it('chooses with the keyboard', async () => {
    const form = renderForm(schema, uiSchema, { [PARTY]: found(sberbank) });
    typeInto('Наименование', 'сбербанк');
    await act(async () => form.clock.advance(200));
    await option('ПАО "Сбербанк"');
    fireEvent.keyDown(input('Наименование'), { key: 'ArrowDown', keyCode: 40 });
    fireEvent.keyDown(input('Наименование'), { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(input('ОГРН').value).toBe('1027700132195'));
  });

  it('says when nothing was found', async () => {
    const form = renderForm(schema, uiSchema, { [PARTY]: found() });
    typeInto('Наименование', 'Нет такой');
    await act(async () => form.clock.advance(200));
    expect(await screen.findByText('Ничего не найдено')).toBeTruthy();
  });

  it('does not search below 3 characters and keeps the input within 255', async () => {
    const form = renderForm(schema, uiSchema, { [PARTY]: found(sberbank) });
    typeInto('Наименование', 'Сб');
    await act(async () => form.clock.advance(1000));
    expect(form.network.seen).toHaveLength(0);
    expect(input('Наименование').maxLength).toBe(255);
    expect(form.data()).toMatchObject({ company: { name: 'Сб' } });
  });

  it('shows the service failure under the field and goes on taking input', async () => {
    const form = renderForm(schema, uiSchema, { [PARTY]: fail(502, 'Сервис DaData недоступен, попробуйте позже') });
    typeInto('Наименование', 'Сбер');
    await act(async () => form.clock.advance(200));
    expect((await screen.findByRole('status')).textContent).toBe('Сервис DaData недоступен, попробуйте позже');
    typeInto('Наименование', 'Сбербанк');
    expect(input('Наименование').value).toBe('Сбербанк');
    expect(screen.queryByRole('status')).toBeNull();
    expect(form.data()).toMatchObject({ company: { name: 'Сбербанк' } });
  });
});

describe('bank search', () => {
  it('fills the bank name and correspondent account from a BIK', async () => {
    const form = renderForm(schema, uiSchema, { [BANK]: found(sberbankBank) });
    typeInto('БИК', '044525225');
    await act(async () => form.clock.advance(200));
    expect(form.network.seen[0]?.body).toEqual({ query: '044525225' });
    fireEvent.click(await option('ПАО Сбербанк'));
    await waitFor(() => expect(input('Корреспондентский счёт').value).toBe('30101810400000000225'));
    expect(input('БИК').value).toBe('044525225');
    expect(input('Наименование банка').value).toBe('ПАО Сбербанк');
  });
});

describe('address search', () => {
  it('searches the municipal division and picks an address', async () => {
    const form = renderForm(schema, uiSchema, { [ADDRESS]: found(vavilova) });
    typeInto('Фактический адрес', 'Вавилова 19');
    await act(async () => form.clock.advance(200));
    expect(form.network.seen[0]?.body).toEqual({ query: 'Вавилова 19', division: 'municipal' });
    fireEvent.click(await option('г Москва, ул Вавилова, д 19'));
    await waitFor(() => expect(form.data()).toMatchObject({ company: { actual_address: 'г Москва, ул Вавилова, д 19' } }));
  });

  it('a short address clears the value and closes the list', async () => {
    const form = renderForm(schema, uiSchema, { [ADDRESS]: found(vavilova) });
    typeInto('Фактический адрес', 'Вавилова');
    await act(async () => form.clock.advance(200));
    await option('г Москва, ул Вавилова, д 19');
    expect(input('Фактический адрес').getAttribute('aria-expanded')).toBe('true');
    typeInto('Фактический адрес', 'Ва');
    await waitFor(() => expect(input('Фактический адрес').getAttribute('aria-expanded')).toBe('false'));
    expect(input('Фактический адрес').value).toBe('Ва');
    expect((form.data() as { company?: { actual_address?: string } }).company?.actual_address).toBeUndefined();
  });

  it('offers the typed text and the warning entry, whose pick clears the field', async () => {
    const form = renderForm(schema, uiSchema, { [ADDRESS]: found() });
    typeInto('Фактический адрес', 'ул Несуществующая 1');
    await act(async () => form.clock.advance(200));
    expect(await option('Оставить как введено: ул Несуществующая 1')).toBeTruthy();
    expect(form.data()).toMatchObject({ company: { actual_address: 'ул Несуществующая 1' } });
    fireEvent.click(await option(/Адрес не найден в справочнике/));
    await waitFor(() => expect(input('Фактический адрес').value).toBe(''));
    expect((form.data() as { company?: { actual_address?: string } }).company?.actual_address).toBeUndefined();
  });
});

describe('issuer code search', () => {
  it('fills the issuer name at an absolute path', async () => {
    const form = renderForm(schema, uiSchema, { [FMS]: found(moscowIssuer) });
    typeInto('Код подразделения', '770-001');
    await act(async () => form.clock.advance(200));
    fireEvent.click(await option(/ГУ МВД России по г. Москве/));
    await waitFor(() => expect(input('Кем выдан').value).toBe('ГУ МВД России по г. Москве'));
    expect(input('Код подразделения').value).toBe('770-001');
  });
});

describe('outside values', () => {
  it('shows a value the form already holds without searching', async () => {
    const form = renderForm(schema, uiSchema, {}, { company: { name: 'ПАО "Газпром"' } });
    expect(input('Наименование').value).toBe('ПАО "Газпром"');
    await act(async () => form.clock.advance(1000));
    expect(form.network.seen).toHaveLength(0);
  });
});

describe('testers', () => {
  it.each([
    [{ type: 'string' }, { 'ui:widget': 'party' }, 'party'],
    [{ type: 'string' }, { 'ui:widget': 'fms_unit' }, 'fms_unit'],
    [{ type: ['string', 'null'] }, { 'ui:widget': 'address' }, 'address'],
    [{ type: 'string' }, { 'ui:widget': 'tel' }, 'tel'],
    [{ type: 'object' }, { 'ui:widget': 'bank' }, null],
    [{ type: 'string' }, { 'ui:widget': 'textarea' }, null],
    [{ type: 'string' }, undefined, null],
  ] as const)('%j with %j -> %s', (nodeSchema, nodeUi, expected) => {
    expect(pickWidget(nodeSchema as RJSFSchema, nodeUi as UiSchema | undefined)).toBe(expected);
  });
});

describe('plain text inputs of the kit', () => {
  const textSchema: RJSFSchema = {
    type: 'object',
    properties: {
      note: { type: 'string', title: 'Комментарий' },
      code: { type: 'string', title: 'Код', maxLength: 10 },
      count: { type: 'integer', title: 'Количество' },
      phone: { type: 'string', title: 'Телефон', maxLength: 32 },
    },
  };

  it('render a phone as a phone input', () => {
    renderForm(textSchema, { phone: { 'ui:widget': 'tel' } }, {});
    expect(input('Телефон').type).toBe('tel');
    // A Russian number stops at its ten digits after +7; a foreign one, kept as typed, at the schema's 32 characters.
    typeInto('Телефон', '+7 (999) 123-45-67 доб. 1234567890123');
    expect(input('Телефон').value).toBe('+7 (999) 123-45-67');
    typeInto('Телефон', '+375 29 123-45-67 1234567890123456789');
    expect(input('Телефон').value).toHaveLength(32);
  });

  it('keep at most 255 characters unless the schema says otherwise', () => {
    const form = renderForm(textSchema, {}, {});
    typeInto('Комментарий', 'ж'.repeat(300));
    typeInto('Код', '1234567890123');
    expect(input('Комментарий').value).toHaveLength(255);
    expect(input('Код').value).toBe('1234567890');
    expect(form.data()).toMatchObject({ note: 'ж'.repeat(255), code: '1234567890' });
  });
});

describe('sections of the kit', () => {
  it('lay properties out on the 24-column grid and show the errors of the whole object under it', async () => {
    const sectionSchema: RJSFSchema = {
      type: 'object',
      title: 'Заявка',
      properties: {
        bank: {
          type: 'object',
          title: 'Банк',
          description: 'Реквизиты счёта',
          minProperties: 2,
          properties: { bik: { type: 'string', title: 'БИК' }, name: { type: 'string', title: 'Банк' } },
        },
      },
    };
    const form = renderForm(sectionSchema, { bank: { bik: { 'ui:options': { span: 8 } } } }, {}, { bank: { bik: '044525225' } });
    expect(screen.getByRole('heading', { name: 'Банк' })).toBeTruthy();
    expect(screen.getAllByText('Реквизиты счёта')).toHaveLength(1);
    const span = (label: string) => input(label).closest('.ant-form-item')?.closest<HTMLElement>('.form-cell')?.style.getPropertyValue('--form-span');
    expect(span('БИК')).toBe('8');
    expect(span('Банк')).toBe('24');
    fireEvent.submit(form.container.querySelector('form')!);
    await waitFor(() => expect(form.container.querySelector('.form-object-errors')?.textContent).toBe('Заполните не меньше полей: 2'));
  });
});
