import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type KeyboardEvent } from 'react';

const style = { width: '100%' };
/** Shown as the spec's display format (spec-2 §10: DD.MM.YYYY); a date typed either way is taken. */
const formats = ['DD.MM.YYYY', 'YYYY-MM-DD'];
const popupContainer = (node: HTMLElement): HTMLElement => node.parentElement ?? document.body;

/** The picker's date for the form's value: none for an empty or unreadable one (the picker cannot show an invalid date). */
function shownDate(value: unknown): Dayjs | null {
  if (typeof value !== 'string' || value === '') return null;
  const date = dayjs(value);
  return date.isValid() ? date : null;
}

/**
 * The antd date picker as rjsf's antd theme draws it, with two differences: a cleared date leaves the
 * field empty (undefined) rather than null, so the step's rule speaks ('Укажите дату начала исполнения
 * договора') instead of a type error; and a date typed and confirmed with Enter closes the calendar and
 * stays, as a person who typed the whole date expects (the picker alone keeps its calendar open). The
 * date is shown as DD.MM.YYYY and kept in the form's data as YYYY-MM-DD.
 */
export function DateWidget(props: WidgetProps) {
  const { disabled, readonly, id, onBlur, onChange, onFocus, placeholder, value, registry } = props;
  const [open, setOpen] = useState(false);
  const { readonlyAsDisabled = true } = (registry.formContext ?? {}) as { readonlyAsDisabled?: boolean };
  const closeOnEnter = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter') setOpen(false);
  };
  return (
    <DatePicker
      id={id}
      name={id}
      open={open}
      onOpenChange={setOpen}
      disabled={disabled || (readonlyAsDisabled && readonly)}
      getPopupContainer={popupContainer}
      onBlur={readonly ? undefined : () => onBlur(id, value)}
      onFocus={readonly ? undefined : () => onFocus(id, value)}
      onChange={readonly ? undefined : (next: Dayjs | null) => onChange(next ? next.format('YYYY-MM-DD') : undefined)}
      onKeyDown={closeOnEnter}
      format={formats}
      placeholder={placeholder || 'ДД.ММ.ГГГГ'}
      style={style}
      value={shownDate(value)}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}
