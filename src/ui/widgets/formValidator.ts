import type { RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import Ajv2020 from 'ajv/dist/2020';
import { addFormKeywords } from '../../domain/ajv/formKeywords';
import { addRuKeywords } from '../../domain/ajv/ruKeywords';
import { localizeRu } from './localizeRu';

type AjvClass = NonNullable<NonNullable<Parameters<typeof customizeValidator>[0]>['AjvClass']>;

/**
 * A form validator for our schemas: draft 2020-12, the Russian requisites and request-form keywords
 * run exactly as on the server, every message is Russian, and the schemas given here are known to it, so a schema may
 * `$ref` another by its `$id`.
 */
export function createFormValidator(knownSchemas: readonly RJSFSchema[] = []) {
  return customizeValidator(
    {
      AjvClass: Ajv2020 as unknown as AjvClass,
      extenderFn: (ajv) => {
        addRuKeywords(ajv);
        addFormKeywords(ajv);
        for (const schema of knownSchemas) {
          if (typeof schema.$id === 'string' && !ajv.getSchema(schema.$id)) ajv.addSchema(schema);
        }
        return ajv;
      },
    },
    localizeRu,
  );
}

/** The validator of a form whose schema stands alone. */
export const formValidator = createFormValidator();
