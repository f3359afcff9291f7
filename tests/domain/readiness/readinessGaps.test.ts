import { describe, expect, it } from 'vitest';
import { readinessGaps, type ReadinessGapsInput } from '../../../src/domain/readiness/readinessGaps';
import { requestSteps, requestStepsConfig } from '../../../src/domain/steps/requestSteps';

const visible = requestSteps.filter((step) => step.form === 'request' && step.name !== 'commercial-detail-info');
const formSteps = visible.filter((step) => step.final !== true).map((step) => step.name);
const full = { count_points: 10, total_points: 10 };
const complete: ReadinessGapsInput = {
  steps: visible,
  checked: new Set(formSteps),
  saved: new Set(formSteps),
  errors: new Map(),
  progress: { parameters: full, questionnaire: full, finance: full, documents: full },
  blockTitles: requestStepsConfig.blocks,
};
const indirect = {
  path: '/persons',
  field: 'Участники и бенефициарные владельцы — физические лица',
  message: 'Выбранный банк требует указать косвенного участника — физическое лицо, которое владеет долей через организацию-учредителя',
};

describe('why a draft cannot be sent yet', () => {
  const cases: [string, Partial<ReadinessGapsInput>, { step: string; path: string; text: string }[]][] = [
    ['a complete request has no gaps', {}, []],
    [
      'a rule the chosen bank brings to a step saved before: the field and its message',
      { errors: new Map([['information-founders', [indirect]]]) },
      [{ step: 'information-founders', path: '/persons', text: indirect.message }],
    ],
    [
      'a step never filled',
      { saved: new Set(formSteps.filter((name) => name !== 'finance')), checked: new Set(formSteps.filter((name) => name !== 'finance')) },
      [{ step: 'finance', path: '', text: 'Шаг «Финансовая отчётность» ещё не заполнен' }],
    ],
    [
      'a step saved but never confirmed with «Далее»',
      { checked: new Set(formSteps.filter((name) => name !== 'information-head')) },
      [{ step: 'information-head', path: '', text: 'Шаг «Руководитель» не подтверждён: откройте его и нажмите «Далее»' }],
    ],
    [
      'a block below 100 % with its steps in order names the block at its first step',
      { progress: { ...complete.progress, documents: { count_points: 6, total_points: 8 } } },
      [{ step: 'documents', path: '', text: '«Документы» заполнено на 6 из 8' }],
    ],
    [
      'a block short because of a step already named is not named again',
      { progress: { ...complete.progress, questionnaire: { count_points: 25, total_points: 26 } }, errors: new Map([['information-founders', [indirect]]]) },
      [{ step: 'information-founders', path: '/persons', text: indirect.message }],
    ],
  ];
  it.each(cases)('%s', (_name, change, expected) => {
    const gaps = readinessGaps({ ...complete, ...change });
    expect(gaps.map(({ step, path, text }) => ({ step, path, text }))).toEqual(expected);
    for (const gap of gaps) expect(gap.step_title).toBe(visible.find((step) => step.name === gap.step)?.title);
  });
});
