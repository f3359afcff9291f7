/**
 * Russian texts of the settlements' documents (docs/revisions.md): the act of the agent's services for a
 * month, the agent's invoice for it, and the act's lines as a spreadsheet for the agent's accountant.
 */
export const revisionTexts = {
  kinds: { payment: 'оплата', claim: 'изменение комиссии', refund: 'возврат комиссии' },
  agreement: 'Агентский договор (оферта для партнёров)',
  agent: 'Агент',
  operator: 'Оператор',
  operatorPost: 'Представитель Оператора',
  representativePost: 'Представитель Агента',
  entrepreneurPost: 'Индивидуальный предприниматель',
  fromAgent: 'От Агента',
  fromOperator: 'От Оператора',
  noNds: 'НДС не облагается',
  /** Closes a sentence whose last word may be an abbreviation with its own point («руб.»). */
  endSentence: (text: string) => (text.endsWith('.') ? text : `${text}.`),
  minus: 'минус',

  act: {
    title: (number: string) => `АКТ № ${number}`,
    subtitle: (period: string) => `об оказанных услугах (отчёт Агента) за ${period}`,
    heading: (number: string) => `Акт № ${number}`,
    dated: (date: string) => `от ${date}`,
    fileName: (number: string) => `Акт ${number}.pdf`,
    xlsxName: (number: string) => `Акт ${number}, строки.xlsx`,
    sections: { parties: '1. Стороны', lines: '2. Гарантии, по которым начислено вознаграждение', totals: '3. Итоги' },
    intro: (operator: string, agent: string, from: string, to: string) =>
      `${agent} (далее — Агент) в соответствии с Агентским договором (офертой для партнёров), заключённым с ${operator} (далее — Оператор), оказал в период с ${from} по ${to} услуги по привлечению клиентов и сопровождению их заявок на банковские гарантии. Гарантии, по которым в этом периоде начислено вознаграждение Агента, перечислены в разделе 2.`,
    rules:
      'Вознаграждение рассчитано по тарифам, действовавшим на день оплаты клиентом каждой гарантии (пункт 4.1 договора): доля комиссии банка по ставке и, если тариф её отдаёт Агенту, надбавка — превышение комиссии клиента над комиссией банка. Изменение комиссии по претензии начисляет разницу, возврат комиссии — сторнирует вознаграждение по сделке.',
    accepted:
      'Услуги оказаны полностью и в срок. Стороны претензий по объёму, качеству и срокам оказания услуг друг к другу не имеют.',
    columns: ['№', 'Заявка', 'Дата', 'Клиент', 'Банк, вид гарантии', 'Сумма гарантии, руб.', 'Комиссия банка, руб.', 'Комиссия клиента, руб.', 'Ставка, %', 'Вознаграждение, руб.'],
    request: (id: number) => `№ ${id}`,
    markup: (amount: string) => `надбавка ${amount}`,
    noLines: 'В периоде не начислено вознаграждение ни по одной гарантии.',
    totals: { reward: 'Вознаграждение Агента', nds: (label: string) => `НДС ${label}`, noNds: 'Без НДС', total: 'Всего' },
    inWords: (amount: string) => `Всего оказано услуг на сумму ${amount} руб.`,
    ndsIncluded: (label: string, amount: string) => `в том числе НДС ${label} — ${amount} руб.`,
    negative:
      'Сумма акта отрицательна (сторнирование превышает начисления периода): Оператор удерживает её из вознаграждения по следующим актам.',
  },

  invoice: {
    title: (number: string, date: string) => `Счёт на оплату № ${number} от ${date}`,
    heading: (number: string) => `Счёт № ${number}`,
    fileName: (number: string) => `Счёт ${number}.pdf`,
    payeeBank: 'Банк получателя',
    payee: 'Получатель',
    bik: 'БИК',
    account: 'Сч. №',
    inn: 'ИНН',
    kpp: 'КПП',
    supplier: 'Исполнитель',
    payer: 'Заказчик (плательщик)',
    basis: 'Основание',
    basisText: (act: string, date: string) => `Агентский договор (оферта для партнёров), акт № ${act} от ${date}`,
    columns: ['№', 'Наименование услуги', 'Кол-во', 'Ед.', 'Цена, руб.', 'Сумма, руб.'],
    unit: 'усл.',
    line: (act: string, period: string) => `Агентское вознаграждение по акту № ${act} за ${period}`,
    totals: { sum: 'Итого', nds: (label: string) => `В том числе НДС ${label}`, ndsOnTop: (label: string) => `НДС ${label}`, noNds: 'Без НДС', total: 'Всего к оплате' },
    count: (amount: string) => `Всего наименований 1, на сумму ${amount} руб.`,
    purpose: (number: string, date: string, nds: string) => `Назначение платежа: оплата по счёту № ${number} от ${date}, агентское вознаграждение; ${nds}`,
    ndsPurpose: (label: string, amount: string) => `в т. ч. НДС ${label} — ${amount} руб.`,
    head: 'Руководитель',
  },

  xlsx: {
    sheet: 'Строки акта',
    title: (number: string, period: string) => `Акт № ${number} за ${period}`,
    organization: (name: string, inn: string) => `${name}, ИНН ${inn}`,
    columns: [
      '№',
      'Заявка',
      'Начисление',
      'Дата',
      'Клиент',
      'ИНН клиента',
      'Банк',
      'Вид гарантии',
      'Сумма гарантии, руб.',
      'Комиссия банка, руб.',
      'Комиссия клиента, руб.',
      'Ставка, %',
      'Надбавка, руб.',
      'Вознаграждение, руб.',
    ],
    reward: 'Вознаграждение Агента',
    nds: (label: string) => `НДС ${label}`,
    noNds: 'Без НДС',
    total: 'Всего',
  },
} as const;
