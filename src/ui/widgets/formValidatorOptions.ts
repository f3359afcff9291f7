import type { RJSFSchema } from '@rjsf/utils';
import type { CustomValidatorOptionsType } from '@rjsf/validator-ajv8';
import Ajv2020 from 'ajv/dist/2020';
import { addFormKeywords } from '../../domain/ajv/formKeywords';
import { addRuKeywords } from '../../domain/ajv/ruKeywords';

type AjvClass = NonNullable<CustomValidatorOptionsType['AjvClass']>;

/**
 * How rjsf's Ajv is set up for our schemas: draft 2020-12, the Russian requisites and request-form
 * keywords exactly as on the server, and the given schemas known by `$id` (so a schema may `$ref`
 * another). The same options serve the validator compiled in the browser (demo page, tests) and the
 * one precompiled at build time (`standaloneModule`: where the generated code reaches the checks).
 */
export function formValidatorOptions(knownSchemas: readonly RJSFSchema[] = [], standaloneModule?: string): CustomValidatorOptionsType {
  const keywordOptions = standaloneModule === undefined ? {} : { standaloneModule };
  return {
    AjvClass: Ajv2020 as unknown as AjvClass,
    extenderFn: (ajv) => {
      addRuKeywords(ajv, keywordOptions);
      addFormKeywords(ajv, keywordOptions);
      for (const schema of knownSchemas) {
        if (typeof schema.$id === 'string' && !ajv.getSchema(schema.$id)) ajv.addSchema(schema);
      }
      return ajv;
    },
  };
}
