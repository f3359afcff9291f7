import { _, stringify, type AnySchemaObject, type CodeKeywordDefinition, type KeywordCxt, type KeywordErrorDefinition } from 'ajv';
import type AjvCore from 'ajv/dist/core';
import type { JSONType } from 'ajv';
import { ruKeywordChecks, type RuKeyword } from './keywordChecks';

/** Options of {@link addRuKeywords}. */
export interface RuKeywordsOptions {
  /**
   * Module specifier that standalone (precompiled) validation code should `require` to reach the
   * checks, e.g. a path to a build of `keywordChecks`. The module must export `ruKeywordChecks`.
   * Without it the keywords work in every Ajv instance, and `ajv/dist/standalone` refuses to emit code
   * that uses them ("CodeGen: code for func… not defined") instead of emitting broken code.
   */
  readonly standaloneModule?: string;
}

interface RuKeywordSpec {
  readonly type: JSONType;
  /** Allowed values of the keyword in a schema; checked when a schema is compiled. */
  readonly metaSchema: AnySchemaObject;
  /** Child property, named by the keyword value, at which the error is reported (default: the data itself). */
  readonly errorAt?: (keywordValue: Record<string, unknown>) => string;
}

const flag: AnySchemaObject = { const: true };
const taxpayer: AnySchemaObject = { enum: [true, 'legal', 'individual'] };
const fieldName: AnySchemaObject = { type: 'string', minLength: 1 };
const bikField: AnySchemaObject = {
  type: 'object',
  properties: { bikField: fieldName },
  required: ['bikField'],
  additionalProperties: false,
};

const specs: Record<RuKeyword, RuKeywordSpec> = {
  ruInn: { type: 'string', metaSchema: taxpayer },
  ruOgrn: { type: 'string', metaSchema: taxpayer },
  ruKpp: { type: 'string', metaSchema: flag },
  ruBik: { type: 'string', metaSchema: flag },
  ruAccount: { type: 'string', metaSchema: bikField },
  ruCorrAccount: { type: 'string', metaSchema: bikField },
  ruSnils: { type: 'string', metaSchema: flag },
  ruOktmo: { type: 'string', metaSchema: flag },
  ruPhone: { type: 'string', metaSchema: flag },
  ruEmail: { type: 'string', metaSchema: flag },
  sharesTotal: {
    type: 'array',
    metaSchema: {
      type: 'object',
      properties: { max: { type: 'number', exclusiveMinimum: 0 }, field: fieldName },
      additionalProperties: false,
    },
  },
  balanceEqual: {
    type: 'object',
    metaSchema: {
      type: 'object',
      properties: { left: fieldName, right: fieldName, tolerance: { type: 'number', minimum: 0 } },
      required: ['left', 'right'],
      additionalProperties: false,
    },
    // The mismatch is shown at the liabilities line, where the user usually corrects it.
    errorAt: (value) => String(value.right),
  },
  ruPassportDate: {
    type: 'string',
    metaSchema: {
      type: 'object',
      properties: { birthDateField: fieldName, citizenshipField: fieldName, docTypeField: fieldName },
      required: ['birthDateField'],
      additionalProperties: false,
    },
  },
  ruDocTypeForAge: {
    type: 'string',
    metaSchema: {
      type: 'object',
      properties: { birthDateField: fieldName, citizenshipField: fieldName },
      required: ['birthDateField'],
      additionalProperties: false,
    },
  },
  ruBirthCertificateSerial: { type: 'string', metaSchema: flag },
  ruBirthCertificateNumber: { type: 'string', metaSchema: flag },
};

// The check returns the Russian message itself, so the error object carries it as is.
const error: KeywordErrorDefinition = {
  message: ({ params }) => _`${params.message ?? ''}`,
  params: () => _`{}`,
};

function definition(keyword: RuKeyword, spec: RuKeywordSpec, options: RuKeywordsOptions): CodeKeywordDefinition {
  const { standaloneModule } = options;
  return {
    keyword,
    type: spec.type,
    metaSchema: spec.metaSchema,
    error,
    code(cxt: KeywordCxt) {
      const { gen, data, schema, it } = cxt;
      const check = gen.scopeValue('func', {
        ref: ruKeywordChecks[keyword],
        code: standaloneModule === undefined ? undefined : _`require(${standaloneModule}).ruKeywordChecks[${keyword}]`,
      });
      // The keyword value is inlined as a literal so that precompiled code does not depend on the schema object.
      const message = gen.const('message', _`${check}(${data}, ${stringify(schema)}, ${it.parentData})`);
      const errorAt = spec.errorAt?.(schema as Record<string, unknown>);
      gen.if(_`${message} !== null`, () => {
        cxt.error(false, { message }, errorAt === undefined ? undefined : { instancePath: gen.const('at', _`${errorAt}`) });
      });
    },
  };
}

/**
 * Registers the Russian requisites keywords on an Ajv instance (the server's, the form validator's or
 * the config checker's) and returns it, so it can be used as an Ajv plugin. Keywords already present
 * are left alone, which makes a second registration harmless.
 *
 * Keywords: `ruInn`, `ruOgrn` (true | "legal" | "individual"), `ruKpp`, `ruBik`, `ruAccount` and
 * `ruCorrAccount` ({bikField}: the sibling BIK), `ruSnils`, `ruOktmo`, `ruPhone`, `ruEmail`,
 * `sharesTotal` ({max, field}) on an array, `balanceEqual` ({left, right, tolerance}) on an object,
 * `ruPassportDate` ({birthDateField, citizenshipField?, docTypeField?}) on the issue date,
 * `ruDocTypeForAge` ({birthDateField, citizenshipField?}) on the document type,
 * `ruBirthCertificateSerial`, `ruBirthCertificateNumber`. Each error's message is Russian.
 *
 * All keywords generate code, so validators that use them can be precompiled with
 * `ajv/dist/standalone` given {@link RuKeywordsOptions.standaloneModule}.
 */
export function addRuKeywords<T extends AjvCore>(ajv: T, options: RuKeywordsOptions = {}): T {
  for (const keyword of Object.keys(specs) as RuKeyword[]) {
    if (ajv.getKeyword(keyword)) continue;
    ajv.addKeyword(definition(keyword, specs[keyword], options));
  }
  return ajv;
}

// The checks behind the keywords, for precompiled validators and for callers outside a schema.
export { ruKeywordChecks, type RuKeyword } from './keywordChecks';
