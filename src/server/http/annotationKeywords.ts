import type { Ajv } from 'ajv';

/**
 * `patternHint` says in Russian what a pattern means, for the error message; ajv must know it as a
 * keyword (strict mode) but it validates nothing.
 */
export function addAnnotationKeywords<T extends Pick<Ajv, 'addKeyword'>>(ajv: T): T {
  ajv.addKeyword({ keyword: 'patternHint', schemaType: 'string' });
  return ajv;
}
