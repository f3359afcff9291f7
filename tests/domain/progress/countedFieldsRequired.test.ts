import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shippedProgressConfig, type ProgressPoint } from '../../../src/domain/progress/progressConfig';
import { readPointer } from '../../../src/domain/progress/readPointer';
import { matchesField, matchesRecord } from '../../../src/domain/ruleMatch';
import { requestSteps } from '../../../src/domain/steps/requestSteps';
import { validateStep } from '../../../src/domain/steps/validateStep';

// What the progress counters count, the step's schema must require: otherwise a step passes «Далее»
// with a ✓ while its block stays below 100 % and the request can never be sent, with no field marked.

const examplesDir = 'schemas/examples/valid';
type Data = Record<string, unknown>;

function examplesOf(step: string): { name: string; data: Data }[] {
  let files: string[] = [];
  try {
    files = readdirSync(join(examplesDir, step)).filter((file) => file.endsWith('.json'));
  } catch {
    return [];
  }
  return files.map((file) => ({ name: file, data: JSON.parse(readFileSync(join(examplesDir, step, file), 'utf8')) as Data }));
}

/** The progress facts a step example's own context gives. */
function factsOf(example: Data): Record<string, unknown> {
  const context = (example['context'] ?? {}) as Data;
  const require = (context['selected_banks_require'] ?? {}) as Data;
  return {
    is_ip: context['is_ip'],
    is_joint: context['is_joint'] === true,
    has_registry_number: context['has_registry_number'],
    needs_signers: context['needs_signers'],
    banks_require_finance: Array.isArray(require['finance_periods']) && require['finance_periods'].length > 0,
  };
}

function counts(point: ProgressPoint, step: string, example: Data): boolean {
  const facts = factsOf(example);
  const data = { [step]: example };
  return Object.entries(point.when ?? {}).every(([key, condition]) =>
    condition === undefined ? true : matchesField(condition, key.startsWith('/') ? readPointer(data, key) : facts[key]),
  );
}

/** A counted field: the step, the pointer of the field in the step's data, and where the rule comes from. */
interface Counted {
  step: string;
  pointer: string;
  rule: string;
}

/** Every field a progress point counts in this example of the step, that the example has filled. */
function countedIn(step: string, example: Data): Counted[] {
  const found: Counted[] = [];
  for (const block of Object.values(shippedProgressConfig.blocks)) {
    for (const point of block.points) {
      if (!counts(point, step, example)) continue;
      if (point.kind === 'field' || point.kind === 'confirmed') {
        const [, name, ...rest] = point.path.split('/');
        if (name !== step) continue;
        const pointer = `/${rest.join('/')}`;
        if (readPointer(example, pointer) !== undefined) found.push({ step, pointer, rule: point.title });
      }
      if (point.kind === 'items') {
        for (const source of point.sources) {
          const [, name, ...rest] = source.path.split('/');
          if (name !== step) continue;
          const listPointer = `/${rest.join('/')}`;
          const list = readPointer(example, listPointer);
          const items = Array.isArray(list) ? list.map((item, index) => ({ item, at: `${listPointer}/${index}` })) : list ? [{ item: list, at: listPointer }] : [];
          for (const { item, at } of items) {
            if (typeof item !== 'object' || item === null || !matchesRecord(source.where ?? {}, item)) continue;
            for (const field of shippedProgressConfig.fieldSets[source.fieldSet] ?? []) {
              if ((item as Data)[field] !== undefined) found.push({ step, pointer: `${at}/${field}`, rule: `${point.title} (${source.fieldSet})` });
            }
          }
        }
      }
    }
  }
  return found;
}

function without(data: Data, pointer: string): Data {
  const copy = structuredClone(data);
  const tokens = pointer.split('/').slice(1);
  const last = tokens.pop()!;
  const parent = tokens.reduce<unknown>((node, token) => (node as Data)[token], copy) as Data;
  delete parent[last];
  return copy;
}

function withValue(data: Data, pointer: string, value: unknown): Data {
  const copy = structuredClone(data);
  const tokens = pointer.split('/').slice(1);
  const last = tokens.pop()!;
  const parent = tokens.reduce<unknown>((node, token) => (node as Data)[token], copy) as Data;
  parent[last] = value;
  return copy;
}

const cases = requestSteps
  .filter((step) => step.form === 'request' && step.final !== true)
  .flatMap((step) => examplesOf(step.schema).flatMap((example) => countedIn(step.schema, example.data).map((counted) => ({ ...counted, example }))));

describe('every field the progress counts is required by its step schema', () => {
  it('finds counted fields in the step examples (the check is not empty)', () => {
    expect(cases.length).toBeGreaterThan(50);
    expect(new Set(cases.map((item) => item.step))).toEqual(new Set(['guaranty-detail-info', 'commercial-detail-info', 'detail-contacts', 'information-head', 'information-founders', 'information-signers', 'finance'].filter((step) => cases.some((item) => item.step === step))));
  });

  it.each(cases.map((item) => [`${item.step} ${item.example.name} ${item.pointer} — ${item.rule}`, item] as const))('%s: left out or empty, the step is refused there', (_title, item) => {
    expect(validateStep(item.step, without(item.example.data, item.pointer)).map((error) => error.path)).toContain(item.pointer);
    if (typeof readPointer(item.example.data, item.pointer) === 'string') {
      expect(validateStep(item.step, withValue(item.example.data, item.pointer, '')).map((error) => error.path)).toContain(item.pointer);
    }
  });
});
