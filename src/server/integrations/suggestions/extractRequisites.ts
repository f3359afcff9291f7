import { isValidInn } from '../../../domain/checks/checkInn';
import { isValidKpp } from '../../../domain/checks/checkKpp';
import { isValidOgrn } from '../../../domain/checks/checkOgrn';

/** Requisites read from a card of company details, each passing its Russian check. */
export interface CardRequisites {
  /** INNs in the order met, each with the KPP written next to it, if any. */
  inn: { inn: string; kpp: string | null }[];
  ogrn: string[];
  bic: string[];
}

type Label = 'inn' | 'kpp' | 'ogrn' | 'bic';

const labels: Readonly<Record<string, Label>> = { ИНН: 'inn', КПП: 'kpp', ОГРН: 'ogrn', ОГРНИП: 'ogrn', БИК: 'bic' };

// Russian BIKs start with the country code 04; a KPP never does with a region code below 10.
const isBic = (value: string) => /^04\d{7}$/.test(value);

const fits: Readonly<Record<Label, (value: string) => boolean>> = {
  inn: (value) => isValidInn(value),
  kpp: (value) => isValidKpp(value),
  ogrn: (value) => isValidOgrn(value),
  bic: isBic,
};

/** A label stays open for its value across a few words: «ИНН организации: 7707083893». */
const wordsALabelWaits = 4;

/**
 * Finds INN (with KPP), OGRN and BIK in the text of a card. A value counts when a label names it
 * («ИНН/КПП 7707083893/773601001», a table cell «БИК» then «044525225») and it passes its check
 * (control digits for INN and OGRN, shape for KPP and BIK). A card without labels falls back to every
 * number that passes the INN or OGRN control digits, or looks like a BIK.
 */
export function extractRequisites(text: string): CardRequisites {
  const found: CardRequisites = { inn: [], ogrn: [], bic: [] };
  const numbers: string[] = [];
  let open: { label: Label; age: number }[] = [];
  let kppWaiting: string | null = null;

  const take = (label: Label, value: string) => {
    if (label === 'inn') {
      if (found.inn.some((entry) => entry.inn === value)) return;
      found.inn.push({ inn: value, kpp: value.length === 10 ? kppWaiting : null });
      kppWaiting = null;
    } else if (label === 'kpp') {
      const last = [...found.inn].reverse().find((entry) => entry.inn.length === 10 && entry.kpp === null);
      if (last) last.kpp = value;
      else kppWaiting = value;
    } else {
      const list = label === 'ogrn' ? found.ogrn : found.bic;
      if (!list.includes(value)) list.push(value);
    }
  };

  for (const match of text.matchAll(/[A-Za-zА-Яа-яЁё]+|\d{4}[0-9A-Z]{2}\d{3}(?![\dA-Za-z])|\d+/g)) {
    const token = match[0];
    const label = labels[token.toUpperCase()];
    if (label) {
      open.push({ label, age: 0 });
      continue;
    }
    if (/^\D/.test(token)) {
      open = open.map((entry) => ({ ...entry, age: entry.age + 1 })).filter((entry) => entry.age <= wordsALabelWaits);
      continue;
    }
    numbers.push(token);
    const index = open.findIndex((entry) => fits[entry.label](token));
    if (index >= 0) {
      take(open[index]!.label, token);
      open.splice(index, 1);
    }
  }

  if (found.inn.length === 0 && found.ogrn.length === 0) {
    for (const value of numbers) {
      if ((value.length === 10 || value.length === 12) && isValidInn(value)) take('inn', value);
      else if ((value.length === 13 || value.length === 15) && isValidOgrn(value)) take('ogrn', value);
    }
  }
  if (found.bic.length === 0) for (const value of numbers) if (isBic(value)) take('bic', value);
  return found;
}
