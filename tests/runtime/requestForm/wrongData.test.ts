import { describe, expect, it } from 'vitest';
import { ok } from '../../api/support/scriptedAdapter';
import { guaranteeStep, makeForm, rootFixture } from './support';

const ROOT = 'GET /v1/bgrequest/read/42/root/edit';
const tender44 = { law: 44, max_price: 48_500_000, execution_to: '2099-09-30' };

describe('RequestFormStore: the guarantee against its purchase, as the person types', () => {
  it('gives the field its message with the source for the journey guarantee (sum above a 1 000 ₽ contract, end before the start)', async () => {
    const { form } = makeForm({ [ROOT]: ok(rootFixture()) });
    await form.load();
    form.edit('guaranty-detail-info', { ...guaranteeStep, stage: 'i_without_a', sum: 99_999_999_999, contractSum: 1_000, dateFrom: '2099-03-01', dateTo: '2020-01-01' });
    const errors = form.errorsOf('guaranty-detail-info');
    expect(errors.find((error) => error.path === '/sum')?.message).toBe(
      'Сумма гарантии 99 999 999 999,00 ₽ больше цены контракта 1 000,00 ₽ (ГК РФ, ст. 368 ч. 1: гарантия обеспечивает обязательство по контракту)',
    );
    expect(errors.find((error) => error.path === '/dateTo')?.message).toBe('Окончание действия гарантии должно быть позже её начала (01.03.2099) (ГК РФ, ст. 368 ч. 4)');
    // The sum is wrong already: no warning about the same figure beside the error.
    expect(form.warningsOf('guaranty-detail-info')).toEqual([]);
  });

  it('reads the tender terms the server sent with the root: 44-FZ term of the execution guarantee at the field', async () => {
    const { form } = makeForm({ [ROOT]: ok(rootFixture({ context: { purchase: tender44 } })) });
    await form.load();
    form.edit('guaranty-detail-info', { ...guaranteeStep, stage: 'i_without_a', sum: 2_425_000, contractSum: 48_500_000, dateFrom: '2099-03-01', dateTo: '2099-10-15' });
    expect(form.errorsOf('guaranty-detail-info').find((error) => error.path === '/dateTo')?.message).toBe(
      'Гарантия исполнения контракта должна действовать не меньше месяца после окончания срока исполнения контракта (30.09.2099): окончание — не раньше 30.10.2099 (44-ФЗ, ст. 96 ч. 3)',
    );
    expect(form.warningsOf('guaranty-detail-info')).toEqual([]);
  });

  it('warns, without keeping the person on the step, where the law leaves the choice to the customer', async () => {
    const { form } = makeForm({ [ROOT]: ok(rootFixture({ context: { purchase: tender44 } })) });
    await form.load();
    form.edit('guaranty-detail-info', { ...guaranteeStep, stage: 'i_without_a', sum: 20_000_000, contractSum: 48_500_000, dateFrom: '2099-03-01', dateTo: '2099-11-02' });
    expect(form.errorsOf('guaranty-detail-info')).toEqual([]);
    expect(form.warningsOf('guaranty-detail-info').map((warning) => warning.message)).toEqual([
      'Сумма гарантии больше 30% цены контракта 48 500 000,00 ₽ (14 550 000,00 ₽). Так бывает, только если цена на торгах снижена на 25% и больше (44-ФЗ, ст. 37); иначе сверьте сумму с извещением о закупке (44-ФЗ, ст. 96 ч. 6)',
    ]);
  });

  it('counts the head with the founders: the head 100 % and an organisation 100 %', async () => {
    const { form } = makeForm({ [ROOT]: ok(rootFixture()) });
    await form.load();
    form.edit('information-head', { head: { uuid: 'h', is_head: true, is_signer: true, is_stakeholder: true, percentAtRegulationsCapital: 100 } });
    form.edit('information-founders', { persons: [], organizations: [{ name: 'ООО «Вектор»', inn: '6623456787', percent: 100, is_stakeholder: true }] });
    const shares = 'Совокупная доля учредителей не должна быть более 100%. Считаются доли всех участников: руководителя (шаг «Руководитель») и учредителей (шаг «Учредители»).';
    expect(form.errorsOf('information-founders').map((error) => error.message)).toContain(shares);
    expect(form.errorsOf('information-head').map((error) => error.message)).toContain(shares);
  });
});
