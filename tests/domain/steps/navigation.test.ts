import { describe, expect, it } from 'vitest';
import { firstUncheckedStep } from '../../../src/domain/steps/firstUncheckedStep';
import { nextStep } from '../../../src/domain/steps/nextStep';
import { previousStep } from '../../../src/domain/steps/previousStep';
import type { StepFacts } from '../../../src/domain/steps/requestSteps';
import { stepAfterFailedSave } from '../../../src/domain/steps/stepAfterFailedSave';
import { visibleSteps } from '../../../src/domain/steps/visibleSteps';

const facts = (over: Partial<StepFacts> = {}): StepFacts => ({
  has_registry_number: true,
  is_ip: false,
  needs_signers: false,
  banks_require_finance: true,
  ...over,
});
const names = (f: StepFacts, form?: 'create' | 'request'): string[] => visibleSteps(f, form).map((s) => s.name);

describe('visibleSteps', () => {
  it.each([
    ['a company with a registry number, banks wanting statements', facts(), ['guaranty-detail-info', 'detail-contacts', 'information-head', 'information-founders', 'finance', 'documents', 'preview']],
    ['a purchase without a registry number adds the purchase step', facts({ has_registry_number: false }), ['commercial-detail-info', 'guaranty-detail-info', 'detail-contacts', 'information-head', 'information-founders', 'finance', 'documents', 'preview']],
    ['a company that needs signers', facts({ needs_signers: true }), ['guaranty-detail-info', 'detail-contacts', 'information-head', 'information-founders', 'information-signers', 'finance', 'documents', 'preview']],
    ['a sole entrepreneur has no founders and no signers, even when flagged', facts({ is_ip: true, needs_signers: true }), ['guaranty-detail-info', 'detail-contacts', 'information-head', 'finance', 'documents', 'preview']],
    ['no bank wants statements', facts({ banks_require_finance: false }), ['guaranty-detail-info', 'detail-contacts', 'information-head', 'information-founders', 'documents', 'preview']],
    ['everything at once', facts({ has_registry_number: false, needs_signers: true }), ['commercial-detail-info', 'guaranty-detail-info', 'detail-contacts', 'information-head', 'information-founders', 'information-signers', 'finance', 'documents', 'preview']],
  ])('%s', (_case, f, expected) => {
    expect(names(f)).toEqual(expected);
  });

  it('keeps the two start steps in the create form, whatever the facts', () => {
    expect(names(facts(), 'create')).toEqual(['company-information', 'guarantee-information']);
    expect(names(facts({ is_ip: true, has_registry_number: false }), 'create')).toEqual(['company-information', 'guarantee-information']);
  });

  it('routes the head step as the route table does', () => {
    expect(visibleSteps(facts()).find((s) => s.name === 'information-head')?.route).toBe('information-head-company');
  });
});

describe('firstUncheckedStep: where the form root lands', () => {
  const steps = visibleSteps(facts({ has_registry_number: false }));
  it.each([
    ['nothing checked', [], false, 'commercial-detail-info'],
    ['the first two checked', ['commercial-detail-info', 'guaranty-detail-info'], false, 'detail-contacts'],
    ['a gap is found before later checked steps', ['commercial-detail-info', 'detail-contacts', 'information-head'], false, 'guaranty-detail-info'],
    ['all checked', ['commercial-detail-info', 'guaranty-detail-info', 'detail-contacts', 'information-head', 'information-founders', 'finance', 'documents'], false, 'preview'],
    ['a sent request opens on preview', [], true, 'preview'],
    ['checked hidden steps do not count', ['information-signers', 'company-information'], false, 'commercial-detail-info'],
  ])('%s', (_case, checked, sent, expected) => {
    expect(firstUncheckedStep(steps, new Set(checked), sent)).toBe(expected);
  });

  it('gives nothing for an empty form', () => {
    expect(firstUncheckedStep([], new Set(), false)).toBeUndefined();
  });
});

describe('nextStep: the next visible unchecked step after the current one, else preview', () => {
  const steps = visibleSteps(facts({ needs_signers: true }));
  it.each([
    ['from the first step, nothing checked', 'guaranty-detail-info', [], 'detail-contacts'],
    ['checked steps are skipped', 'guaranty-detail-info', ['detail-contacts', 'information-head'], 'information-founders'],
    ['unchecked steps before the current one are not gone back to', 'finance', ['finance'], 'documents'],
    ['after the last unchecked step comes preview', 'documents', [], 'preview'],
    ['everything after is checked', 'information-head', ['information-founders', 'information-signers', 'finance', 'documents'], 'preview'],
    ['from preview stays on preview', 'preview', [], 'preview'],
    ['a step that has just become hidden keeps its place in the order', 'commercial-detail-info', [], 'guaranty-detail-info'],
  ])('%s', (_case, current, checked, expected) => {
    expect(nextStep(current, steps, new Set(checked))).toBe(expected);
  });

  it('starts the request form after the create steps', () => {
    expect(nextStep('guarantee-information', visibleSteps(facts({ has_registry_number: false })), new Set())).toBe('commercial-detail-info');
  });
});

describe('previousStep: back within the visible steps of the same form', () => {
  const steps = visibleSteps(facts({ is_ip: true }));
  it.each([
    ['back from preview', 'preview', 'documents'],
    ['back over hidden founders and signers', 'finance', 'information-head'],
    ['back over a checked step as well', 'detail-contacts', 'guaranty-detail-info'],
    ['the first step of a request has no way back to the start steps', 'guaranty-detail-info', undefined],
    ['a hidden current step finds the visible step before its place', 'information-founders', 'information-head'],
  ])('%s', (_case, current, expected) => {
    expect(previousStep(current, steps)).toBe(expected);
  });

  it('goes back between the two start steps', () => {
    expect(previousStep('guarantee-information', visibleSteps(facts(), 'create'))).toBe('company-information');
  });
});

describe('stepAfterFailedSave', () => {
  it.each(['guaranty-detail-info', 'finance', 'preview'])('stays on %s', (step) => {
    expect(stepAfterFailedSave(step)).toBe(step);
  });
});
