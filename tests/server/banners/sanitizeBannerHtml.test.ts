import { describe, expect, it } from 'vitest';
import { bannerText, sanitizeBannerHtml } from '../../../src/server/banners/sanitizeBannerHtml';

/** What an operator may type, and what is stored and served of it. */
const cases: [string, string, string][] = [
  ['plain text stays', 'Плановые работы в субботу', 'Плановые работы в субботу'],
  ['emphasis and paragraphs stay', '<p><b>Важно:</b> <em>с 1 июля</em> новые тарифы</p>', '<p><b>Важно:</b> <em>с 1 июля</em> новые тарифы</p>'],
  ['lists stay', '<ul><li>один</li><li>два</li></ul>', '<ul><li>один</li><li>два</li></ul>'],
  ['a script goes with its content', 'До<script>alert(1)</script>после', 'Допосле'],
  ['a script in capitals too', '<SCRIPT src="https://evil.example/x.js"></SCRIPT>Текст', 'Текст'],
  ['a style goes with its content', '<style>body{display:none}</style>Текст', 'Текст'],
  ['an event handler goes, the tag stays', '<b onclick="alert(1)">жирный</b>', '<b>жирный</b>'],
  ['an image with onerror goes whole', 'x<img src=x onerror="alert(1)">y', 'xy'],
  ['an iframe goes', '<iframe src="https://evil.example"></iframe>Текст', 'Текст'],
  ['a javascript: link loses its address', '<a href="javascript:alert(1)">ссылка</a>', '<a target="_blank" rel="noopener noreferrer">ссылка</a>'],
  ['a link opens in a new tab with no opener', '<a href="https://garant.example/news" target="_self" onclick="x()">новости</a>', '<a href="https://garant.example/news" target="_blank" rel="noopener noreferrer">новости</a>'],
  ['a data: link loses its address', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a target="_blank" rel="noopener noreferrer">x</a>'],
  ['a style attribute goes', '<span style="position:fixed">текст</span>', '<span>текст</span>'],
  ['an svg with a script goes', '<svg><script>alert(1)</script></svg>Текст', 'Текст'],
  ['a form goes, its text stays', '<form action="https://evil.example"><button>Войти</button></form>', 'Войти'],
  ['an unclosed tag is closed', '<b>жирный', '<b>жирный</b>'],
  ['entities stay escaped', '5 &lt; 6 &amp; "кавычки"', '5 &lt; 6 &amp; "кавычки"'],
];

describe('sanitizeBannerHtml', () => {
  it.each(cases)('%s', (_name, input, stored) => {
    const clean = sanitizeBannerHtml(input);
    expect(clean).toBe(stored);
    expect(clean.toLowerCase()).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<style/);
  });

  it.each([
    ['<script>alert(1)</script>', ''],
    ['<p> </p>', ''],
    ['<p>&nbsp;</p>', ''],
    ['<b>Текст</b>', 'Текст'],
  ])('the visible text of %s is «%s»', (input, text) => {
    expect(bannerText(sanitizeBannerHtml(input))).toBe(text);
  });
});
