import { describe, expect, it } from 'vitest';
import { banksConfig, type BankSettings } from '../../../src/domain/banks';
import { documentRequirements } from '../../../src/domain/documents/documentRequirements';
import { missingDocuments } from '../../../src/domain/documents/missingDocuments';

const bank = (name: string): BankSettings => banksConfig.banks.find((b) => b.internal_name === name)!;
const [tbank, sovcom, alfa, mkb] = ['tbank', 'sovcombank', 'alfabank', 'mkb'].map(bank) as [BankSettings, BankSettings, BankSettings, BankSettings];
const names = banksConfig.document_types;

describe('documentRequirements: the summary of spec-2 §3.4 from required_documents', () => {
  it('is empty without banks', () => {
    expect(documentRequirements([])).toEqual([]);
  });

  it('lists one bank`s documents under the shared names', () => {
    expect(documentRequirements([tbank])).toEqual([{ docType: 'passport_head', docName: names['passport_head']!.name, requiredForbanks: ['Т-Банк'] }]);
  });

  it('merges banks: each type once, in the order of the shared list, naming every bank that needs it', () => {
    const summary = documentRequirements([mkb, tbank, alfa, sovcom]);
    expect(summary.map((r) => [r.docType, r.requiredForbanks])).toEqual([
      ['charter', ['МКБ', 'Альфа-Банк', 'Совкомбанк']],
      ['head_appointment', ['МКБ', 'Альфа-Банк', 'Совкомбанк']],
      ['passport_head', ['МКБ', 'Т-Банк', 'Альфа-Банк', 'Совкомбанк']],
      ['balance_year', ['Альфа-Банк']],
      ['bank_statement', ['МКБ']],
    ]);
    expect(summary[0]!.docName).toBe('Устав (действующая редакция со всеми изменениями)');
  });

  it('covers every required document of every shipped bank with a name from the shared list', () => {
    const summary = documentRequirements(banksConfig.banks);
    const all = new Set(banksConfig.banks.flatMap((b) => b.required_documents.map((d) => d.type)));
    expect(new Set(summary.map((r) => r.docType))).toEqual(all);
    for (const requirement of summary) expect(requirement.docName).toBe(names[requirement.docType]?.name);
  });

  it('keeps the bank`s own name for a type missing from the shared list, last', () => {
    const special: BankSettings = { ...tbank, middle_name: 'Экспобанк', required_documents: [{ type: 'egrul_extract', name: 'Выписка из ЕГРЮЛ' }, { type: 'charter', name: 'Устав' }] };
    expect(documentRequirements([special]).map((r) => [r.docType, r.docName])).toEqual([
      ['charter', names['charter']!.name],
      ['egrul_extract', 'Выписка из ЕГРЮЛ'],
    ]);
  });
});

describe('missingDocuments: every required type needs files, hint «Загрузите» (spec-2 §5.6)', () => {
  const requirements = documentRequirements([alfa, tbank]);
  const file = { id: 'f1', name: 'ustav.pdf' };

  it('reports types without files, with the hint, a sentence and the path', () => {
    const missing = missingDocuments(requirements, { charter: [file], head_appointment: [], passport_head: null });
    expect(missing.map(({ docType, hint, message, path }) => ({ docType, hint, message, path }))).toEqual([
      {
        docType: 'head_appointment',
        hint: 'Загрузите',
        message: 'Загрузите документ «Решение (протокол) об избрании единоличного исполнительного органа»: его требует банк Альфа-Банк',
        path: '/head_appointment',
      },
      {
        docType: 'passport_head',
        hint: 'Загрузите',
        message: 'Загрузите документ «Паспорт руководителя (все страницы)»: его требуют банки Альфа-Банк, Т-Банк',
        path: '/passport_head',
      },
      {
        docType: 'balance_year',
        hint: 'Загрузите',
        message: 'Загрузите документ «Бухгалтерская отчётность за последний год с квитанцией о приёме ФНС»: его требует банк Альфа-Банк',
        path: '/balance_year',
      },
    ]);
  });

  it('is empty when every type has a file; files of types nobody requires do not matter', () => {
    const files = Object.fromEntries(requirements.map((r) => [r.docType, [file]]));
    expect(missingDocuments(requirements, { ...files, licenses: [] })).toEqual([]);
  });

  it('reads the documents step`s entries (schemas/steps/documents.schema.json), pointing into them', () => {
    const entries = requirements.map((r) => ({ ...r, files: r.docType === 'charter' || r.docType === 'balance_year' ? [file] : [] }));
    const missing = missingDocuments(requirements, [...entries.slice(1), { docType: 'licenses', files: [file] }]);
    expect(missing.map(({ docType, path }) => [docType, path])).toEqual([
      ['charter', ''],
      ['head_appointment', '/0/files'],
      ['passport_head', '/1/files'],
    ]);
    expect(missingDocuments(requirements, entries)).toHaveLength(2);
    expect(missingDocuments(requirements, entries.map((e) => ({ ...e, files: [file] })))).toEqual([]);
  });

  it('does not read inherited keys as files', () => {
    expect(missingDocuments([{ docType: 'constructor', docName: 'x', requiredForbanks: [] }], {})).toHaveLength(1);
  });
});
