import { customizeValidator } from '@rjsf/validator-ajv8';
import Ajv2020 from 'ajv/dist/2020';
import { addRuKeywords } from '../../domain/ajv/ruKeywords';
import { localizeRu } from './localizeRu';

/**
 * The browser's form validator: our schemas are draft 2020-12, the Russian requisites keywords run
 * here exactly as on the server, and every message is Russian.
 */
export const formValidator = customizeValidator(
  {
    AjvClass: Ajv2020 as unknown as NonNullable<Parameters<typeof customizeValidator>[0]>['AjvClass'],
    extenderFn: (ajv) => addRuKeywords(ajv),
  },
  localizeRu,
);
