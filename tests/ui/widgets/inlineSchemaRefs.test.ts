import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { inlineSchemaRefs } from '../../../src/ui/widgets/inlineSchemaRefs';

const person = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://garant.local/schemas/persons/v1/person.schema.json',
  type: 'object',
  title: 'Персона',
  properties: {
    inn: { type: 'string', title: 'ИНН', ruInn: 'individual' },
    passport: { $ref: '#/$defs/passport' },
  },
  $defs: { passport: { type: 'object', properties: { code: { type: 'string', pattern: '^\\d{3}-\\d{3}$' } } } },
} as RJSFSchema;

const step: RJSFSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://garant.local/schemas/steps/v1/information-head.schema.json',
  type: 'object',
  properties: {
    head: { $ref: '../../persons/v1/person.schema.json', title: 'Руководитель' },
    signer: { $ref: '../../persons/v1/person.schema.json#/properties/inn' },
    context: { $ref: 'step-context.schema.json' },
    kind: { enum: [{ $ref: 'not-a-schema' }] },
    self: { $ref: '#' },
  },
};

const context: RJSFSchema = {
  $id: 'https://garant.local/schemas/steps/v1/step-context.schema.json',
  type: 'object',
  properties: { is_ip: { type: 'boolean' } },
};

describe('keywords beside a reference', () => {
  const closedPerson = {
    $id: 'https://garant.local/schemas/persons/v1/closed.schema.json',
    type: 'object',
    additionalProperties: false,
    required: ['last_name'],
    properties: { last_name: { type: 'string', maxLength: 50 }, is_signer: { type: 'boolean' } },
    allOf: [{ if: { required: ['is_signer'] }, then: { required: ['last_name'] } }],
  } as RJSFSchema;
  const signers = {
    $id: 'https://garant.local/schemas/steps/v1/signers.schema.json',
    type: 'array',
    items: {
      $ref: '../../persons/v1/closed.schema.json',
      title: 'Подписант',
      required: ['is_signer'],
      properties: { is_signer: { const: true }, last_name: true, nickname: { type: 'string' } },
      allOf: [{ required: ['last_name'] }],
      minProperties: 1,
    },
  } as RJSFSchema;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const items = (inlineSchemaRefs(signers, [closedPerson]) as Record<string, any>).items;

  it('hold together with the target: properties, required and allOf are merged', () => {
    expect(items.title).toBe('Подписант');
    expect(items.required).toEqual(['last_name', 'is_signer']);
    expect(items.properties.last_name).toEqual({ type: 'string', maxLength: 50 });
    expect(items.properties.is_signer).toEqual({ allOf: [{ type: 'boolean' }, { const: true }] });
    expect(items.allOf.slice(0, 2)).toEqual([{ if: { required: ['is_signer'] }, then: { required: ['last_name'] } }, { required: ['last_name'] }]);
    expect(items.minProperties).toBe(1);
  });

  it('keep a property the closed target does not list apart, where additionalProperties still refuses it', () => {
    expect(items.properties.nickname).toBeUndefined();
    expect(items.allOf[2]).toEqual({ properties: { nickname: { type: 'string' } } });
    expect(items.additionalProperties).toBe(false);
  });
});

describe('inlining references', () => {
  // The shape is whatever the schemas say; the test walks it freely.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const inlined = inlineSchemaRefs(step, [person, context]) as Record<string, any>;

  it('replaces references to other schemas by $id, relative to the nearest $id', () => {
    expect(inlined.properties.head.properties.inn).toEqual({ type: 'string', title: 'ИНН', ruInn: 'individual' });
    expect(inlined.properties.context).toEqual({ type: 'object', properties: { is_ip: { type: 'boolean' } } });
  });

  it('follows a fragment into the other schema and its own local references', () => {
    expect(inlined.properties.signer).toEqual({ type: 'string', title: 'ИНН', ruInn: 'individual' });
    expect(inlined.properties.head.properties.passport.properties.code.pattern).toBe('^\\d{3}-\\d{3}$');
  });

  it('lets keywords beside the reference win and drops the resource markers, its own $id too', () => {
    expect(inlined.properties.head.title).toBe('Руководитель');
    expect(inlined.properties.head.$id).toBeUndefined();
    expect(inlined.properties.head.$defs).toBeUndefined();
    expect(inlined.$id).toBeUndefined();
  });

  it('leaves data alone and stops at a reference back into itself', () => {
    expect(inlined.properties.kind.enum).toEqual([{ $ref: 'not-a-schema' }]);
    expect(inlined.properties.self.properties.self).toEqual({});
    expect(JSON.stringify(inlined)).not.toContain('"$ref":"#"');
  });

  it('leaves an unknown reference as it is', () => {
    const lonely = inlineSchemaRefs({ type: 'object', properties: { x: { $ref: 'https://elsewhere.example/x.json' } } }, []);
    expect((lonely.properties?.x as RJSFSchema).$ref).toBe('https://elsewhere.example/x.json');
  });
});
