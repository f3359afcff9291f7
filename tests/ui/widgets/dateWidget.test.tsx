import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderForm } from './support';

// A date typed in full and confirmed with Enter, as a person does it: the calendar closes and the date
// stays; the person can open the calendar again by clicking the field.
afterEach(cleanup);

const schema = {
  type: 'object',
  properties: {
    birthdate: { type: 'string', format: 'date', title: 'Дата рождения' },
    place: { type: 'string', title: 'Место рождения' },
  },
} as RJSFSchema;
const uiSchema: UiSchema = { birthdate: { 'ui:widget': 'date' } };

// A closing popup plays its leave animation, which never ends in jsdom: it counts as closed.
const openPopups = () => document.querySelectorAll('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden):not(.ant-slide-up-leave)').length;

/** Opens the calendar by clicking the field, as a person does. */
async function openCalendar(input: HTMLInputElement): Promise<void> {
  await act(async () => {
    fireEvent.mouseDown(input);
    fireEvent.click(input);
    input.focus();
  });
}

/** Types a whole date into the open field and confirms it with Enter. */
async function typeDate(input: HTMLInputElement, value: string): Promise<void> {
  await act(async () => {
    fireEvent.change(input, { target: { value } });
  });
  await act(async () => {
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.keyUp(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  });
}

describe('the date widget', () => {
  it('closes on Enter after a typed date and keeps it', async () => {
    const form = renderForm(schema, uiSchema, {});
    const input = screen.getByLabelText('Дата рождения') as HTMLInputElement;
    await openCalendar(input);
    await waitFor(() => expect(openPopups()).toBe(1));
    await typeDate(input, '1971-03-21');
    await waitFor(() => expect(form.data()).toEqual({ birthdate: '1971-03-21' }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(openPopups()).toBe(0);
    // Shown as the spec's display format, kept as ISO in the data.
    expect(input.value).toBe('21.03.1971');

    await act(async () => {
      fireEvent.mouseDown(input);
      fireEvent.click(input);
    });
    await waitFor(() => expect(openPopups()).toBe(1));
  });

  it('takes a date typed as DD.MM.YYYY', async () => {
    const form = renderForm(schema, uiSchema, {});
    const input = screen.getByLabelText('Дата рождения') as HTMLInputElement;
    await openCalendar(input);
    await typeDate(input, '05.11.1990');
    await waitFor(() => expect(form.data()).toEqual({ birthdate: '1990-11-05' }));
  });
});

describe('the date widget in a list of people', () => {
  it('closes on Enter in a founder person and keeps the date', async () => {
    const { renderedStep } = await import('../../../src/ui/pages/request/stepSchema');
    const { schema: founders, uiSchema: foundersUi } = renderedStep('information-founders');
    const form = renderForm(founders, foundersUi, {}, { persons: [{ uuid: 'p1', last_name: 'Кузнецова', first_name: 'Елена' }], organizations: [] });
    const input = screen.getByLabelText('Дата рождения') as HTMLInputElement;
    await openCalendar(input);
    await typeDate(input, '1990-11-05');
    await waitFor(() => expect((form.data() as { persons: { birthdate?: string }[] }).persons[0]?.birthdate).toBe('1990-11-05'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(openPopups()).toBe(0);
  }, 60_000);
});
