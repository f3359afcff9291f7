import { Ajv2020 } from 'ajv/dist/2020';
import type { ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import tenderSchema from '../../../schemas/wire/tender.schema.json';
import { addRuKeywords } from '../../domain/ajv/ruKeywords';
import { validationMessage } from '../http/validationMessage';
import type { SavedTender } from './requestRecord';
import { requestTexts } from './texts';
import { hasUnstorableText } from '../http/storableText';

// Draft 2020-12 with the Russian checks, as `npm run check` and the browser compile it; verbose so
// that a message can name the field by its title.
const ajv = addRuKeywords(addFormats(new Ajv2020({ strict: true, allErrors: false, verbose: true, allowUnionTypes: true })));
const validate = ajv.compile<SavedTender>(tenderSchema);

/** A pattern says what it means in its description («Значение должно состоять из 36 цифр.»). */
function messageOf(error: ErrorObject): string {
  const schema = error.parentSchema as { title?: unknown; description?: unknown } | undefined;
  if (error.keyword === 'pattern' && typeof schema?.title === 'string' && typeof schema.description === 'string') {
    const meaning = schema.description.replace(/^Значение\s+/, '').replace(/\.$/, '');
    return `Поле «${schema.title}»: ${meaning}`;
  }
  return validationMessage([error]);
}


/**
 * Checks a tender against schemas/wire/tender.schema.json, and that every text in it can be stored.
 * @returns the tender typed, or the first problem as a Russian sentence naming the field
 */
export function validateTender(value: unknown): { tender: SavedTender } | { problem: string } {
  if (validate(value)) return hasUnstorableText(value) ? { problem: requestTexts.unstorableText } : { tender: value };
  const error = validate.errors?.[0];
  return { problem: error ? messageOf(error) : validationMessage(null) };
}
