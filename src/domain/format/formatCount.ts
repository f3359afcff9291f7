import constants from '../../../config/constants.json';
import { formatNumber } from './formatNumber';
import { pluralRu, type RussianPluralForms } from './pluralRu';

const [one = '', few = '', many = ''] = constants.displayFormats.customersPlural;

/** Forms of «заказчик» for the customers count of a joint request (spec-2 §9; config/constants.json). */
export const customerForms: RussianPluralForms = [one, few, many];

/** A count with its noun in the right form: "1 заказчик", "3 заказчика", "11 заказчиков", "1 021 заказчик". */
export function formatCount(count: number, forms: RussianPluralForms): string {
  return `${formatNumber(count)} ${pluralRu(count, forms)}`;
}
