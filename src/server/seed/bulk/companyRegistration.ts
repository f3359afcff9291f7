import type { SeededRandom } from './seededRandom';

/** Registration numbers of a made-up Russian company or sole trader that pass the checksums of src/domain/checks. */
export interface CompanyRegistration {
  inn: string;
  kpp: string | null;
  ogrn: string;
}

const innWeights10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const innWeights11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const innWeights12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

function controlDigit(digits: string, weights: readonly number[]): string {
  let sum = 0;
  for (let i = 0; i < weights.length; i += 1) sum += Number(digits[i]) * weights[i]!;
  return String((sum % 11) % 10);
}

function digitsOf(random: SeededRandom, count: number): string {
  let out = '';
  for (let i = 0; i < count; i += 1) out += String(random.int(0, 9));
  return out;
}

/**
 * A company's INN, KPP and OGRN registered in one region: the tax office code opens both INN and KPP,
 * the OGRN carries the registration year and the region.
 */
export function companyRegistration(random: SeededRandom, region: string, isIp: boolean): CompanyRegistration {
  const office = `${region}${String(random.int(1, 51)).padStart(2, '0')}`;
  const year = String(random.int(2, 23)).padStart(2, '0');
  if (isIp) {
    const body = office + digitsOf(random, 6);
    const eleventh = controlDigit(body, innWeights11);
    const inn = body + eleventh + controlDigit(body + eleventh, innWeights12);
    const ogrnBody = `3${year}${region}${digitsOf(random, 9)}`;
    return { inn, kpp: null, ogrn: ogrnBody + String(Number(BigInt(ogrnBody) % 13n) % 10) };
  }
  const body = office + digitsOf(random, 5);
  const inn = body + controlDigit(body, innWeights10);
  const ogrnBody = `${random.pick(['1', '5'])}${year}${region}${digitsOf(random, 7)}`;
  return { inn, kpp: `${office}01001`, ogrn: ogrnBody + String(Number(BigInt(ogrnBody) % 11n) % 10) };
}
