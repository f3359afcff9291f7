import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import constants from '../../../config/constants.json';
import dictionariesJson from '../../../config/dictionaries.json';
import financeLines from '../../../config/finance-lines.json';
import routes from '../../../config/routes.json';
import personUi from '../../../schemas/persons/person.ui.json';
import { requestSteps } from '../../../src/domain/steps/requestSteps';
import { atPointer, isNode, refChain, type SchemaNode } from '../../../src/domain/steps/schemaRefs';
import { fieldTitle } from '../../../src/domain/steps/stepErrors';
import { entitySchemas, formSchemaRegistry, stepSchemas, stepUiSchemas } from '../../../src/domain/steps/stepSchemas';
import { formAjv } from '../../../src/domain/steps/validateStep';
import { formSchemaNames, repo } from './support';

const schemaOf = (name: string): SchemaNode => (stepSchemas[name] ?? entitySchemas[name])!;

describe('the step list and the step schemas agree', () => {
  it('names one schema and one uiSchema per step, and the registry holds exactly those', () => {
    for (const step of requestSteps) {
      expect(existsSync(join(repo, `schemas/steps/${step.schema}.schema.json`)), step.schema).toBe(true);
      expect(existsSync(join(repo, `schemas/steps/${step.schema}.ui.json`)), step.schema).toBe(true);
    }
    expect(Object.keys(stepSchemas).sort()).toEqual(requestSteps.map((s) => s.schema).sort());
    expect(Object.keys(stepUiSchemas).sort()).toEqual(requestSteps.map((s) => s.schema).sort());
  });

  it('titles the steps of a request as the route table titles their routes', () => {
    const values: Record<string, string> = routes.routes.RequestFormStep.params.step.values;
    for (const step of requestSteps.filter((s) => s.form === 'request')) expect(step.title).toBe(values[step.route]);
    expect(stepSchemas.finance?.title).toBe('Финансовая отчётность');
  });

  it('starts with the two create steps and ends with preview', () => {
    expect(requestSteps.filter((s) => s.form === 'create').map((s) => s.name)).toEqual(['company-information', 'guarantee-information']);
    expect(requestSteps[requestSteps.length - 1]).toMatchObject({ name: 'preview', final: true });
  });
});

describe.each(formSchemaNames)('schema %s', (name) => {
  const schema = schemaOf(name);

  it('compiles in strict mode and carries a versioned $id named after its file', () => {
    expect(String(schema.$id)).toMatch(new RegExp(`^https://garant\\.local/schemas/[a-z]+/v\\d+/${name}\\.schema\\.json$`));
    expect(() => formAjv().getSchema(String(schema.$id))).not.toThrow();
    expect(formAjv().getSchema(String(schema.$id))).toBeTypeOf('function');
  });

  it('gives every declared property a Russian title', () => {
    const untitled: string[] = [];
    const visit = (node: SchemaNode, base: string, path: string, depth: number): void => {
      if (depth > 6) return;
      for (const { node: declared, base: at } of refChain({ node, base }, formSchemaRegistry)) {
        if (isNode(declared.properties)) {
          for (const [key, child] of Object.entries(declared.properties)) {
            const title = fieldTitle(schema, `${path}/${key}`, formSchemaRegistry);
            if (title === undefined || !/[а-яё]/i.test(title)) untitled.push(`${path}/${key}`);
            if (isNode(child)) visit(child, at, `${path}/${key}`, depth + 1);
          }
        }
        if (isNode(declared.items)) visit(declared.items, at, `${path}/0`, depth + 1);
      }
    };
    visit(schema, String(schema.$id), '', 0);
    expect([...new Set(untitled)]).toEqual([]);
  });
});

describe('uiSchemas', () => {
  const widgets = new Set(['party', 'bank', 'address', 'fms_unit', 'tel', 'snils', 'sum', 'date_or_unlimited', 'date', 'textarea', 'radio', 'hidden', 'email', 'uri', 'checkboxes']);

  it.each(Object.keys(stepUiSchemas))('%s orders every property of its step and uses known widgets', (name) => {
    const ui = stepUiSchemas[name]!;
    const schema = stepSchemas[name]!;
    expect([...(ui['ui:order'] as string[])].sort()).toEqual(Object.keys(schema.properties as object).sort());
    const used = JSON.stringify(ui).match(/"ui:widget":"[^"]+"/g) ?? [];
    for (const entry of used) expect(widgets).toContain(entry.slice('"ui:widget":"'.length, -1));
  });

  it('renders persons in every step the way persons/person.ui.json does, hiding only what a step does not ask', () => {
    const embedded = [
      (stepUiSchemas['information-head'] as Record<string, Record<string, unknown>>).head!,
      ((stepUiSchemas['information-founders'] as Record<string, Record<string, unknown>>).persons!.items as Record<string, unknown>),
      ((stepUiSchemas['information-signers'] as Record<string, Record<string, unknown>>).signers!.items as Record<string, unknown>),
    ];
    for (const ui of embedded) {
      expect(ui['ui:order']).toEqual(personUi['ui:order']);
      for (const [field, value] of Object.entries(ui)) {
        if (field.startsWith('ui:')) continue;
        const hint = value as Record<string, unknown>;
        if (hint['ui:widget'] === 'hidden' || hint['ui:readonly'] === true) continue;
        expect(hint, field).toEqual((personUi as Record<string, unknown>)[field]);
      }
    }
  });

  it('fills sibling fields from picked suggestions by names the schema declares', () => {
    const problems: string[] = [];
    const visit = (ui: unknown, schema: SchemaNode | undefined): void => {
      if (!isNode(ui) || !schema) return;
      const declared = refChain({ node: schema, base: String(schema.$id ?? stepSchemas.finance!.$id) }, formSchemaRegistry);
      const properties = Object.assign({}, ...declared.map((l) => (isNode(l.node.properties) ? l.node.properties : {})).reverse()) as Record<string, SchemaNode>;
      for (const [field, hint] of Object.entries(ui)) {
        if (field === 'items' && isNode(hint)) {
          const items = declared.map((l) => l.node.items).find(isNode);
          visit(hint, items ? { ...items, $id: declared[0]!.base } : undefined);
          continue;
        }
        if (!isNode(hint) || field.startsWith('ui:')) continue;
        const options = hint['ui:options'];
        if (isNode(options) && isNode(options.fill)) {
          for (const target of Object.keys(options.fill)) if (!(target in properties)) problems.push(`${field} -> ${target}`);
        }
        const child = properties[field];
        visit(hint, child ? { ...child, $id: declared[0]!.base } : undefined);
      }
    };
    for (const [name, ui] of Object.entries(stepUiSchemas)) visit(ui, stepSchemas[name]);
    expect(problems).toEqual([]);
  });
});

describe('dictionaries and numbers come from config', () => {
  const dictionaries = dictionariesJson.dictionaries as Record<string, { items: { key: string | number; label: string; retired?: string }[] }>;
  const cases: readonly [string, string, string][] = [
    ['guarantee-information', '/properties/stage', 'guaranteeTypes'],
    ['guaranty-detail-info', '/properties/stage', 'guaranteeTypes'],
    ['guaranty-detail-info', '/properties/currency', 'currencies'],
    ['guaranty-detail-info', '/properties/delivery_type', 'documentForms'],
    ['commercial-detail-info', '/properties/supplier_selection', 'supplierSelections'],
    ['juridical-questionnaire', '/properties/tax_system', 'taxSystems'],
    ['juridical-questionnaire', '/properties/accounting_system', 'accountingArrangements'],
    ['juridical-questionnaire', '/properties/higher_control_body', 'higherControlBodies'],
    ['juridical-questionnaire', '/properties/executive_body', 'executiveBodies'],
    ['juridical-questionnaire', '/properties/activity_goals/items', 'activityGoals'],
    ['juridical-questionnaire', '/properties/bank_relation_goals/items', 'bankRelationGoals'],
    ['person', '/properties/gender', 'genders'],
    ['person', '/properties/citizenship', 'citizenships'],
    ['person', '/properties/doc_type', 'identityDocumentTypes'],
    ['person', '/properties/eioPost', 'executivePosts'],
    ['person', '/properties/beneficiarReason', 'beneficiaryReasons'],
  ];
  it.each(cases)('%s %s lists %s', (name, pointer, dictionary) => {
    const node = atPointer(schemaOf(name), pointer) as { oneOf: { const: unknown; title: string; deprecated?: boolean }[] };
    // A value retired from the dictionary (ЕНВД) stays in the schema, marked deprecated: no longer offered, still read.
    expect(node.oneOf.map((o) => [o.const, o.title, o.deprecated === true])).toEqual(dictionaries[dictionary]!.items.map((i) => [i.key, i.label, i.retired !== undefined]));
  });

  it('lists the reputation sources of the dictionary', () => {
    const reputation = atPointer(schemaOf('juridical-questionnaire'), '/properties/reputation/properties') as Record<string, { title: string }>;
    expect(Object.entries(reputation).map(([k, v]) => [k, v.title])).toEqual(dictionaries.reputationSources!.items.map((i) => [i.key, i.label]));
  });

  it('has a line of the finance report for every line of config/finance-lines.json and balances with the configured tolerance', () => {
    const lines = atPointer(schemaOf('finance-report'), '/$defs/lines') as { properties: Record<string, { title: string }>; balanceEqual: unknown };
    expect(Object.keys(lines.properties)).toEqual(Object.keys(financeLines.lines));
    expect(lines.balanceEqual).toEqual({ ...financeLines.balanceCheck && { left: financeLines.balanceCheck.assets, right: financeLines.balanceCheck.liabilities }, tolerance: constants.finance.balanceTolerance });
    const report = schemaOf('finance-report').properties as Record<string, unknown>;
    expect(Object.keys(report).filter((k) => k.startsWith('period'))).toHaveLength(constants.finance.periods.count);
  });

  it('requires in the finance step the lines config marks required, and the threshold lines from the configured sum', () => {
    const text = JSON.stringify(stepSchemas.finance);
    const lines = Object.entries(financeLines.lines) as [string, { required: { legal: boolean; ip: boolean }; requiredAboveSumThreshold?: boolean }][];
    const everyone = lines.filter(([, l]) => l.required.legal && l.required.ip).map(([c]) => c);
    const legalOnly = lines.filter(([, l]) => l.required.legal && !l.required.ip).map(([c]) => c);
    const big = lines.filter(([, l]) => l.requiredAboveSumThreshold === true).map(([c]) => c);
    expect(text).toContain(`"required":${JSON.stringify(everyone)}`);
    expect(text).toContain(`"required":${JSON.stringify(legalOnly)}`);
    expect(text).toContain(`"required":${JSON.stringify(big)}`);
    expect(text).toContain(`"guarantee_sum":{"type":"number","minimum":${constants.finance.extraRulesSumThreshold}}`);
  });

  it('caps the founders’ shares at the configured percent', () => {
    expect(JSON.stringify(stepSchemas['information-founders'])).toContain(`"max":${constants.sharesCapPercent}`);
  });
});
