import { pluralRu } from '../../domain/format/pluralRu';

type Gender = 'm' | 'f';

const units: Readonly<Record<Gender, readonly string[]>> = {
  m: ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'],
  f: ['', 'одна', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'],
};
const teens = ['десять', 'одиннадцать', 'двенадцать', 'тринадцать', 'четырнадцать', 'пятнадцать', 'шестнадцать', 'семнадцать', 'восемнадцать', 'девятнадцать'];
const tens = ['', '', 'двадцать', 'тридцать', 'сорок', 'пятьдесят', 'шестьдесят', 'семьдесят', 'восемьдесят', 'девяносто'];
const hundreds = ['', 'сто', 'двести', 'триста', 'четыреста', 'пятьсот', 'шестьсот', 'семьсот', 'восемьсот', 'девятьсот'];

// Scale words: [one, two-four, five-and-more], and the gender their numerals take.
const scales: readonly { forms: readonly [string, string, string]; gender: Gender }[] = [
  { forms: ['рубль', 'рубля', 'рублей'], gender: 'm' },
  { forms: ['тысяча', 'тысячи', 'тысяч'], gender: 'f' },
  { forms: ['миллион', 'миллиона', 'миллионов'], gender: 'm' },
  { forms: ['миллиард', 'миллиарда', 'миллиардов'], gender: 'm' },
  { forms: ['триллион', 'триллиона', 'триллионов'], gender: 'm' },
];

function triadInWords(triad: number, gender: Gender): string[] {
  const words = [hundreds[Math.floor(triad / 100)]!];
  const rest = triad % 100;
  if (rest >= 10 && rest < 20) words.push(teens[rest - 10]!);
  else words.push(tens[Math.floor(rest / 10)]!, units[gender][rest % 10]!);
  return words.filter((word) => word !== '');
}

/**
 * A ruble amount in words, as bank documents write it under the figure:
 * 1 500 000,50 -> 'Один миллион пятьсот тысяч рублей 50 копеек'.
 */
export function rublesInWords(amount: number): string {
  if (!Number.isFinite(amount) || amount < 0 || amount >= 1e15) throw new RangeError(`Amount out of range: ${amount}`);
  return kopecksInWords(Math.round(amount * 100));
}

/**
 * An amount of whole kopecks in words (the settlements keep money as kopecks and never pass it through
 * floating roubles): 150000050 -> 'Один миллион пятьсот тысяч рублей 50 копеек'.
 */
export function kopecksInWords(totalKopecks: number): string {
  if (!Number.isInteger(totalKopecks) || totalKopecks < 0 || totalKopecks >= 1e17) throw new RangeError(`Amount out of range: ${totalKopecks}`);
  let rubles = Math.floor(totalKopecks / 100);
  const kopecks = totalKopecks % 100;
  const parts: string[] = [];
  if (rubles === 0) parts.push('ноль', 'рублей');
  for (let scale = 0; rubles > 0; scale += 1) {
    const triad = rubles % 1000;
    rubles = Math.floor(rubles / 1000);
    const { forms, gender } = scales[scale]!;
    // A zero thousands or millions group is silent; the ruble word always stays (1 000 000 рублей).
    if (triad === 0 && scale > 0) continue;
    parts.unshift(...triadInWords(triad, gender), pluralRu(triad, forms));
  }
  const text = `${parts.join(' ')} ${String(kopecks).padStart(2, '0')} ${pluralRu(kopecks, ['копейка', 'копейки', 'копеек'])}`;
  return text[0]!.toUpperCase() + text.slice(1);
}
