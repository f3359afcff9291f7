import type { AnySchemaObject } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { addFormKeywords } from './formKeywords';
import { addRuKeywords } from './ruKeywords';

/** Options of {@link createFormAjv}. */
export interface FormAjvOptions {
  /**
   * Emit standalone code (`ajv/dist/standalone`) whose keyword checks are reached through
   * `require(standaloneModule)`; the module must export `ruKeywordChecks` and `formKeywordChecks`.
   */
  readonly standaloneModule?: string;
}

/**
 * The Ajv the form schemas are validated with: draft 2020-12 in strict mode, formats, the Russian
 * requisites keywords, the form keywords and the given schemas registered by `$id`. `verbose` hands
 * the error formatter the subschema each error failed in. One factory for the validator compiled at
 * run time (server, tests) and for the precompiled one of the browser, so both validate alike.
 */
export function createFormAjv(schemas: Iterable<AnySchemaObject>, options: FormAjvOptions = {}): Ajv2020 {
  const { standaloneModule } = options;
  const ajv = new Ajv2020({
    strict: true,
    allErrors: true,
    verbose: true,
    allowUnionTypes: true,
    ...(standaloneModule === undefined ? {} : { code: { source: true } }),
  });
  addFormats(ajv);
  addRuKeywords(ajv, standaloneModule === undefined ? {} : { standaloneModule });
  addFormKeywords(ajv, standaloneModule === undefined ? {} : { standaloneModule });
  for (const schema of schemas) ajv.addSchema(schema);
  return ajv;
}
