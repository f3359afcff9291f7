import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020';
import { banksConfig } from '../src/domain/banks';
import { stepContext } from '../src/domain/steps/stepContext';
import { validateStep } from '../src/domain/steps/validateStep';
import { ms, quantile, timeCalls, type BenchResult } from './benchModule';

const examples = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'schemas', 'examples', 'valid');

function example(schema: string, file: string): Record<string, unknown> {
  const data = JSON.parse(fs.readFileSync(path.join(examples, schema, `${file}.json`), 'utf8')) as Record<string, unknown>;
  const { context: _context, ...rest } = data;
  return rest;
}

/** A whole filled request of a company: every step and entity the server judges, with the context it derives. */
function wholeRequest(): [string, unknown][] {
  const banks = banksConfig.banks.filter((bank) => bank.uuid === '5cd919cd-de97-56e2-837c-fcb2770134bb');
  const context = stepContext({ is_ip: false, tender_number: '0373200041526000187', sum: 7312500 }, banks);
  const withContext = (data: Record<string, unknown>) => ({ ...data, context });
  return [
    ['company-information', example('company-information', 'limited-company')],
    ['guarantee-information', example('guarantee-information', 'registry-number-44fz')],
    ['commercial-detail-info', example('commercial-detail-info', 'closed-44fz-auction')],
    ['guaranty-detail-info', withContext(example('guaranty-detail-info', 'performance-with-advance'))],
    ['detail-contacts', withContext(example('detail-contacts', 'customer-contacts-not-required'))],
    ['information-head', withContext(example('information-head', 'general-director'))],
    ['information-founders', withContext(example('information-founders', 'single-member-company'))],
    ['information-signers', example('information-signers', 'head-signs')],
    ['finance', withContext(example('finance', 'company-two-years'))],
    ['documents', example('documents', 'required-documents-uploaded')],
    ['juridical-questionnaire', example('juridical-questionnaire', 'limited-company')],
    ['finance-report', example('finance-report', 'two-years-from-fns-file')],
    ['preview', { fko_uuids: banks.map((bank) => bank.uuid) }],
  ];
}

/**
 * Validating a whole request (every step and entity, the form keywords included) with the shared
 * Ajv, warm, against validating the same number of payloads with a trivial schema. Budget: p95 ≤ 1 ms.
 */
export default async function bench(): Promise<BenchResult> {
  const request = wholeRequest();
  const validateAll = () => {
    let problems = 0;
    for (const [schema, data] of request) problems += validateStep(schema, data).length;
    return problems;
  };
  const problems = validateAll();
  const trivial = new Ajv2020().compile({ type: 'object' });
  const trivialAll = () => request.every(([, data]) => trivial(data));

  for (let i = 0; i < 300; i += 1) validateAll();
  const samples = await timeCalls(3000, async () => validateAll());
  const baseline = await timeCalls(3000, async () => trivialAll());
  const p50 = quantile(samples, 0.5);
  const p95 = quantile(samples, 0.95);
  const base50 = quantile(baseline, 0.5);
  return {
    name: 'Проверка всей заявки (13 шагов и сущностей) общими схемами формы',
    lines: [
      `вся заявка: p50 ${ms(p50)}, p95 ${ms(p95)}; ошибок в данных: ${problems}`,
      `тривиальная схема на тех же 13 объектах: p50 ${ms(base50)}, p95 ${ms(quantile(baseline, 0.95))}`,
      `отношение p50: ${(p50 / Math.max(base50, 0.0001)).toFixed(0)}×`,
    ],
    ok: problems === 0 && p95 <= 1,
  };
}
