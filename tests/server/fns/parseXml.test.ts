import { describe, expect, it } from 'vitest';
import { childNamed, descendantsNamed, parseXml } from '../../../src/server/integrations/fns/parseXml';

describe('parseXml', () => {
  it('reads elements, attributes in either quotes, entities, CDATA; skips comments and instructions', () => {
    const root = parseXml(
      '\ufeff<?xml version="1.0"?>\n<!-- выгрузка -->\n<Файл Имя=\'ООО «А&amp;Б»\' Код="&#1046;&#x416;">' +
        '<?mso-application progid="Excel.Sheet"?><Текст>до <![CDATA[<не тег>]]> после &lt;&gt;</Текст><Пусто /></Файл>\n',
    );
    expect(root.name).toBe('Файл');
    expect(root.attributes).toEqual({ Имя: 'ООО «А&Б»', Код: 'ЖЖ' });
    expect(childNamed(root, 'Текст')?.text).toBe('до <не тег> после <>');
    expect(root.children.map((child) => child.name)).toEqual(['Текст', 'Пусто']);
  });

  it('finds descendants at any depth', () => {
    const root = parseXml('<sst><si><t>а</t></si><si><r><t>б</t></r><r><t>в</t></r></si></sst>');
    expect(descendantsNamed(root, 't').map((t) => t.text)).toEqual(['а', 'б', 'в']);
  });

  it.each<[string, string]>([
    ['<a>', 'Повреждённый XML: строка 1, позиция 1: не закрыт элемент <a>'],
    ['<a b="1" b="2"/>', 'Повреждённый XML: строка 1, позиция 10: атрибут b повторяется'],
    ['<a b="x<y"/>', 'Повреждённый XML: строка 1, позиция 8: символ «<» в значении атрибута b'],
    ['<a>R&D</a>', 'Повреждённый XML: строка 1, позиция 5: символ «&» должен начинать ссылку вида &amp;'],
    ['<a/>\n<?xml version="1.0"?>', 'Повреждённый XML: строка 2, позиция 1: объявление <?xml ...?> допустимо только в начале файла'],
    ['<a><!-- без конца</a>', 'Повреждённый XML: строка 1, позиция 4: не закрыт комментарий'],
    ['', 'Повреждённый XML: строка 1, позиция 1: нет корневого элемента'],
    ['текст', 'Повреждённый XML: строка 1, позиция 1: ожидался корневой элемент'],
    ['<1a/>', 'Повреждённый XML: строка 1, позиция 2: ожидалось имя элемента или атрибута'],
  ])('refuses %j', (xml, message) => {
    expect(() => parseXml(xml)).toThrow(message);
  });

  it('refuses a document type even without entities', () => {
    expect(() => parseXml('<!DOCTYPE Файл SYSTEM "http://example.org/x.dtd"><Файл/>')).toThrow(/DOCTYPE/);
    expect(() => parseXml('<Файл><!ENTITY x "y"></Файл>')).toThrow(/DOCTYPE/);
  });

  it('counts elements against a limit', () => {
    expect(() => parseXml('<a><b/><b/><b/></a>', { maxDepth: 8, maxElements: 3 })).toThrow('элементов больше 3');
  });
});
