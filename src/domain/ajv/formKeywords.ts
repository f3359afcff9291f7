import { _, stringify, type AnySchemaObject, type CodeKeywordDefinition, type KeywordCxt, type KeywordErrorDefinition } from 'ajv';
import type AjvCore from 'ajv/dist/core';
import { checkSharesTotal, sharesCap } from '../checks/checkSharesTotal';
import { numberValue } from '../checks/numberValue';
import { formatMoney } from '../format/formatMoney';
import { guaranteeFindings } from '../guarantee/guaranteeFindings';
import { purchaseTerms } from '../guarantee/purchaseTerms';

/** Options of {@link addFormKeywords}; the same contract as the Russian requisites keywords. */
export interface FormKeywordsOptions {
  /**
   * Module specifier that standalone (precompiled) validation code should `require` to reach the
   * checks; the module must export `formKeywordChecks`. Without it `ajv/dist/standalone` refuses to
   * emit code that uses these keywords instead of emitting broken code.
   */
  readonly standaloneModule?: string;
}

/**
 * Value of `sumOfActive` on an object: the number in `total` must equal the sum of `field` over the
 * items of the array `items` whose `active` flag is true (a joint request's guarantee sum and its
 * active customers' sums, spec-2 §5.2).
 */
export interface SumOfActiveKeyword {
  readonly items: string;
  readonly field: string;
  readonly active: string;
  readonly total: string;
}

/**
 * Value of `sharesTotalOf` on an object: the shares of several lists together (founders who are
 * persons and founders that are organisations) must not exceed `max` percent (spec-2 §5.4).
 * `lists` maps each array property to the name of its share field.
 */
export interface SharesTotalOfKeyword {
  readonly lists?: Readonly<Record<string, string>>;
  /**
   * JSON pointers into the data of shares held elsewhere in the request that count too: the head's
   * share on the founders step, the founders' shares on the head step (both carried by the context).
   */
  readonly values?: readonly string[];
  readonly max?: number;
  /** Property at which the error is reported (default: the object). */
  readonly at?: string;
}

/**
 * Value of `guaranteeRules` on the guarantee step: the rules of config/guarantee-rules.json that speak
 * of `field` are checked against the purchase in the step's context; errors only (warnings do not
 * refuse a step), reported at the field.
 */
export interface GuaranteeRulesKeyword {
  readonly field: 'sum' | 'dateTo';
}

function record(value: unknown): Readonly<Record<string, unknown>> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** Words added to the spec's share message when shares of another step are counted. */
export const sharesTotalTexts = {
  acrossSteps: 'Считаются доли всех участников: руководителя (шаг «Руководитель») и учредителей (шаг «Учредители»).',
} as const;

// Sums are compared in kopecks, so 0.1 + 0.2 equals 0.3 as a person expects.
const kopecks = (value: number): number => Math.round(value * 100);

/**
 * What each form keyword runs at validation time: `check(data, keywordValue)` gives a Russian message
 * or null. Kept in one exported object so that precompiled validators can import them by name.
 */
export const formKeywordChecks = {
  sumOfActive: (data: Readonly<Record<string, unknown>>, keyword: SumOfActiveKeyword): string | null => {
    const total = numberValue(data[keyword.total]);
    const items = data[keyword.items];
    // An empty guarantee sum or list is reported by its own required rule; one mistake, one message.
    if (total === null || !Array.isArray(items)) return null;
    let sum = 0;
    for (const item of items) {
      const entry = record(item);
      if (entry[keyword.active] !== true) continue;
      sum += kopecks(numberValue(entry[keyword.field]) ?? 0);
    }
    if (sum === kopecks(total)) return null;
    return `Сумма гарантии должна быть равна сумме гарантий по активным заказчикам: ${formatMoney(sum / 100, '₽')}`;
  },
  sharesTotalOf: (data: Readonly<Record<string, unknown>>, keyword: SharesTotalOfKeyword): string | null => {
    const shares: { percent: unknown }[] = [];
    for (const [list, field] of Object.entries(keyword.lists ?? {})) {
      const items = data[list];
      if (!Array.isArray(items)) continue;
      for (const item of items) shares.push({ percent: record(item)[field] });
    }
    const elsewhere = (keyword.values ?? []).map((pointer) => valueAt(data, pointer));
    for (const percent of elsewhere) shares.push({ percent });
    const message = checkSharesTotal(shares, 'percent', keyword.max ?? sharesCap);
    // A share of the other step counted: say so, or the total cannot be found on the step alone.
    if (message === null || !elsewhere.some((value) => (numberValue(value) ?? 0) > 0)) return message;
    return `${message} ${sharesTotalTexts.acrossSteps}`;
  },
  guaranteeSumRules: (data: Readonly<Record<string, unknown>>): string | null => guaranteeError(data, { field: 'sum' }),
  guaranteeTermRules: (data: Readonly<Record<string, unknown>>): string | null => guaranteeError(data, { field: 'dateTo' }),
};

/** The first error of the guarantee rules at the field (config/guarantee-rules.json). */
function guaranteeError(data: Readonly<Record<string, unknown>>, keyword: GuaranteeRulesKeyword): string | null {
  const purchase = purchaseTerms(record(data['context'])['purchase']);
  const finding = guaranteeFindings(data, purchase).find((f) => f.severity === 'error' && f.path === `/${keyword.field}`);
  return finding?.message ?? null;
}

/** The value at a JSON pointer ('/context/head_share') in the data, or undefined. */
function valueAt(data: unknown, pointer: string): unknown {
  let node: unknown = data;
  for (const token of pointer.split('/').slice(1)) node = record(node)[token.replace(/~1/g, '/').replace(/~0/g, '~')];
  return node;
}

/** Names of the form keywords that validate (the annotation `messages` only carries texts). */
export type FormKeyword = keyof typeof formKeywordChecks;

interface FormKeywordSpec {
  readonly metaSchema: AnySchemaObject;
  /** Child property, named by the keyword value, at which the error is reported (default: the object). */
  readonly errorAt?: (keywordValue: Record<string, unknown>) => string | undefined;
}

const fieldName: AnySchemaObject = { type: 'string', minLength: 1 };

const specs: Record<FormKeyword, FormKeywordSpec> = {
  sumOfActive: {
    metaSchema: {
      type: 'object',
      properties: { items: fieldName, field: fieldName, active: fieldName, total: fieldName },
      required: ['items', 'field', 'active', 'total'],
      additionalProperties: false,
    },
    // The user corrects the guarantee sum (or a customer's), and the guarantee sum is where both meet.
    errorAt: (value) => String(value.total),
  },
  sharesTotalOf: {
    metaSchema: {
      type: 'object',
      properties: {
        lists: { type: 'object', minProperties: 1, additionalProperties: fieldName },
        values: { type: 'array', minItems: 1, items: { type: 'string', pattern: '^(/[^/]+)+$' } },
        max: { type: 'number', exclusiveMinimum: 0 },
        at: fieldName,
      },
      minProperties: 1,
      additionalProperties: false,
    },
    errorAt: (value) => (typeof value.at === 'string' ? value.at : undefined),
  },
  // Two keywords, not one with a field: rjsf merges a root allOf, and one keyword twice would not merge.
  guaranteeSumRules: { metaSchema: { const: true }, errorAt: () => 'sum' },
  guaranteeTermRules: { metaSchema: { const: true }, errorAt: () => 'dateTo' },
};

/**
 * The annotation `messages`: the Russian text a field shows for a failed keyword, keyed by keyword
 * ("required", "pattern", "const", "contains", "maxContains"…). It validates nothing; the error
 * formatter of the request steps reads it, so the server and the browser show the same words.
 */
const messagesKeyword = {
  keyword: 'messages',
  schemaType: 'object',
  metaSchema: {
    type: 'object',
    minProperties: 1,
    propertyNames: { pattern: '^[a-z][A-Za-z]*$' },
    additionalProperties: { type: 'string', minLength: 1 },
  },
} as const;

// The check returns the Russian message itself, so the error object carries it as is.
const error: KeywordErrorDefinition = {
  message: ({ params }) => _`${params.message ?? ''}`,
  params: () => _`{}`,
};

function definition(keyword: FormKeyword, spec: FormKeywordSpec, options: FormKeywordsOptions): CodeKeywordDefinition {
  const { standaloneModule } = options;
  return {
    keyword,
    type: 'object',
    metaSchema: spec.metaSchema,
    error,
    code(cxt: KeywordCxt) {
      const { gen, data, schema } = cxt;
      const check = gen.scopeValue('func', {
        ref: formKeywordChecks[keyword],
        code: standaloneModule === undefined ? undefined : _`require(${standaloneModule}).formKeywordChecks[${keyword}]`,
      });
      // The keyword value is inlined as a literal so that precompiled code does not depend on the schema object.
      const message = gen.const('message', _`${check}(${data}, ${stringify(schema)})`);
      const errorAt = spec.errorAt?.(schema as Record<string, unknown>);
      gen.if(_`${message} !== null`, () => {
        cxt.error(false, { message }, errorAt === undefined ? undefined : { instancePath: gen.const('at', _`${errorAt}`) });
      });
    },
  };
}

/**
 * Registers the request-form keywords on an Ajv instance and returns it (usable as an Ajv plugin,
 * beside `addRuKeywords`). Keywords already present are left alone, so a second registration is
 * harmless.
 *
 * - `sumOfActive` ({items, field, active, total}) on an object: a joint request's guarantee sum equals
 *   the sum of its active customers' sums; the error sits at the `total` field.
 * - `sharesTotalOf` ({lists, max}) on an object: founders of several lists hold at most `max` percent
 *   together, with the spec's message.
 * - `messages` (annotation): Russian texts per failed keyword, read by the steps' error formatter.
 *
 * The validating keywords generate code, so validators that use them can be precompiled with
 * `ajv/dist/standalone` given {@link FormKeywordsOptions.standaloneModule}.
 */
export function addFormKeywords<T extends AjvCore>(ajv: T, options: FormKeywordsOptions = {}): T {
  for (const keyword of Object.keys(specs) as FormKeyword[]) {
    if (ajv.getKeyword(keyword)) continue;
    ajv.addKeyword(definition(keyword, specs[keyword], options));
  }
  if (!ajv.getKeyword(messagesKeyword.keyword)) ajv.addKeyword(messagesKeyword);
  return ajv;
}
