/**
 * Birth country of a person from the free-text birth place of a passport ('г. Ташкент Узбекской ССР'),
 * with the countries of the OKSM classifier (config/countries.json) and their recognition words.
 */

export interface CountryRecord {
  /** OKSM numeric code, '643'. */
  code: string;
  alpha2: string;
  alpha3: string;
  /** Short name, 'Казахстан'. */
  name: string;
  fullName: string;
  /** Questionnaire citizenship key of this country (rf, kz, uz, ...). */
  citizenship?: string;
  birthPlace?: { country: readonly string[]; cities?: readonly string[] };
}

/** The shape of config/countries.json. */
export interface CountriesConfig {
  /** The country assumed when a birth place names no other. */
  home: string;
  countries: readonly CountryRecord[];
}

/** The question of the birth-country call. */
export interface BirthCountryQuery {
  birth_place: string;
  /** Part of the call; the decision does not depend on it (old names are recognised whatever the date). */
  birth_date?: string | null;
  /** Citizenship key; absent means rf, the questionnaire's default. */
  citizenship?: string | null;
  inn?: string | null;
}

/** The answer of the birth-country call. */
export interface BirthCountryAnswer {
  /** The questionnaire must ask for the birth country. */
  required: boolean;
  /** Short name of the recognised country, '' when none. */
  name: string;
  /** OKSM code of the recognised country, null when none. */
  country_code: string | null;
}

type Level = 'country' | 'city';

interface Pattern {
  words: readonly { text: string; prefix: boolean }[];
  level: Level;
  country: CountryRecord;
}

interface Recognizer {
  patterns: readonly Pattern[];
  byCode: ReadonlyMap<string, CountryRecord>;
  byCitizenship: ReadonlyMap<string, CountryRecord>;
}

const recognizers = new WeakMap<CountriesConfig, Recognizer>();

function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .split(/[^a-zа-я0-9*]+/)
    .filter((token) => token !== '');
}

function compile(pattern: string, level: Level, country: CountryRecord): Pattern {
  const words = tokens(pattern).map((word) =>
    word.endsWith('*') ? { text: word.slice(0, -1), prefix: true } : { text: word, prefix: false },
  );
  return { words, level, country };
}

/**
 * The short name as it would be written in a birth place: 'Иран (Исламская Республика)' is 'иран',
 * 'Корея, Республика' is 'корея'. Names under five letters ('Того', 'Мали') are ordinary Russian words
 * too often, so they are recognised only through the config's own words.
 */
function ownName(name: string): string | null {
  const own = tokens(name.replace(/\(.*?\)/g, ' ').replace(/,.*$/, '')).join(' ');
  return own.replace(/ /g, '').length >= 5 ? own : null;
}

function recognizerOf(config: CountriesConfig): Recognizer {
  const cached = recognizers.get(config);
  if (cached) return cached;
  const patterns: Pattern[] = [];
  const byCode = new Map<string, CountryRecord>();
  const byCitizenship = new Map<string, CountryRecord>();
  const ownNames = new Map<string, CountryRecord[]>();
  for (const country of config.countries) {
    const own = ownName(country.name);
    if (own !== null) ownNames.set(own, [...(ownNames.get(own) ?? []), country]);
  }
  for (const country of config.countries) {
    byCode.set(country.code, country);
    if (country.citizenship) byCitizenship.set(country.citizenship, country);
    // Every country is recognised by its own short name too, unless that name is shared ('Корея').
    const own = ownName(country.name);
    if (own !== null && ownNames.get(own)?.length === 1) patterns.push(compile(own, 'country', country));
    for (const pattern of country.birthPlace?.country ?? []) patterns.push(compile(pattern, 'country', country));
    for (const pattern of country.birthPlace?.cities ?? []) patterns.push(compile(pattern, 'city', country));
  }
  const recognizer = { patterns, byCode, byCitizenship };
  recognizers.set(config, recognizer);
  return recognizer;
}

function matchesAt(place: readonly string[], at: number, pattern: Pattern): boolean {
  return pattern.words.every((word, offset) => {
    const token = place[at + offset];
    if (token === undefined) return false;
    return word.prefix ? token.startsWith(word.text) : token === word.text;
  });
}

/**
 * The country a birth place names, or null when it names none. A country or republic name beats a
 * city ('Гурьевская обл., Казахская ССР'); between equals the first mentioned wins.
 */
export function recognizeBirthCountry(birthPlace: string, config: CountriesConfig): CountryRecord | null {
  const place = tokens(birthPlace.replace(/\*/g, ' '));
  const { patterns } = recognizerOf(config);
  let best: { country: CountryRecord; level: Level; at: number } | null = null;
  for (const pattern of patterns) {
    if (pattern.words.length === 0) continue;
    for (let at = 0; at < place.length; at += 1) {
      if (!matchesAt(place, at, pattern)) continue;
      const better =
        best === null ||
        (pattern.level === 'country' && best.level === 'city') ||
        (pattern.level === best.level && at < best.at);
      if (better) best = { country: pattern.country, level: pattern.level, at };
      break;
    }
  }
  return best?.country ?? null;
}

/** True for the 12-digit INN of a person, which a sole entrepreneur has. */
function isSoleEntrepreneur(inn: string | null | undefined): boolean {
  return /^\d{12}$/.test((inn ?? '').trim());
}

/**
 * Decides whether the questionnaire must ask a person's birth country, and which country the birth
 * place names. It is required for a sole entrepreneur (12-digit INN) who is not a Russian citizen or
 * whose birth place lies outside Russia. When the place names no country, a Russian citizen is taken
 * to be born in Russia; for anyone else the country stays unknown.
 */
export function birthCountry(query: BirthCountryQuery, config: CountriesConfig): BirthCountryAnswer {
  const { byCode, byCitizenship } = recognizerOf(config);
  const home = byCode.get(config.home) ?? null;
  const citizenship = (query.citizenship ?? '').trim() || (home?.citizenship ?? 'rf');
  const isHomeCitizen = byCitizenship.get(citizenship) === home && home !== null;
  const named = recognizeBirthCountry(query.birth_place ?? '', config);
  const country = named ?? (isHomeCitizen ? home : null);
  const bornAbroad = country !== home;
  return {
    required: isSoleEntrepreneur(query.inn) && (!isHomeCitizen || bornAbroad),
    name: country?.name ?? '',
    country_code: country?.code ?? null,
  };
}
