import type { RJSFSchema } from '@rjsf/utils';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { entitySchemas, stepSchemas } from '../../../src/domain/steps/stepSchemas';
import { renderForm } from './support';

// The lists of the form, from the schemas themselves: no blank first line, no retired value offered.
afterEach(cleanup);

const questionnaire = entitySchemas['juridical-questionnaire'];
const properties = (questionnaire as { properties: Record<string, RJSFSchema> }).properties;
const guarantee = (stepSchemas['guarantee-information'] as { properties: Record<string, RJSFSchema> }).properties;

const lines = () => [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].map((line) => line.textContent ?? '');

async function openList(label: string): Promise<void> {
  const input = screen.getByLabelText(label);
  await act(async () => {
    fireEvent.mouseDown(input);
  });
}

const form = (field: string, schema: RJSFSchema) => ({ type: 'object', properties: { [field]: schema } }) as RJSFSchema;

describe('the list widget', () => {
  it.each([
    ['Вид гарантии', 'stage', guarantee['stage']!],
    ['Ведение бухгалтерского учёта', 'accounting_system', properties['accounting_system']!],
    ['Система налогообложения', 'tax_system', properties['tax_system']!],
  ])('«%s» starts with a real choice, not a blank line', async (label, field, schema) => {
    renderForm(form(field, schema), {}, {});
    await openList(label);
    await waitFor(() => expect(lines().length).toBeGreaterThan(1));
    expect(lines()[0]).not.toBe('');
    expect(lines().every((line) => line.trim() !== '')).toBe(true);
  });

  it('does not offer ЕНВД, abolished in 2021', async () => {
    renderForm(form('tax_system', properties['tax_system']!), {}, {});
    await openList('Система налогообложения');
    await waitFor(() => expect(lines().length).toBeGreaterThan(1));
    expect(lines()).toEqual(['Общая система налогообложения (ОСН)', 'Упрощённая система налогообложения (УСН)', 'Патентная система налогообложения', 'Единый сельскохозяйственный налог (ЕСХН)']);
  });

  it('still reads ЕНВД saved before, by its name', async () => {
    renderForm(form('tax_system', properties['tax_system']!), {}, {}, { tax_system: 'envd' });
    expect(document.querySelector('.ant-select-content, .ant-select-selection-item')?.textContent).toBe('Единый налог на вменённый доход (ЕНВД)');
  });
});
