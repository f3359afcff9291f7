import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { Input } from 'antd';
import type { ChangeEvent } from 'react';
import { DEFAULT_INPUT_MAX_LENGTH } from './BaseInputTemplate';
import { maskedEdit } from './maskedEdit';

const style = { width: '100%' };

/**
 * A text input whose text is laid into a mask as it is typed (phone, СНИЛС). What the form keeps is
 * the masked text, the form the schema's check accepts; an empty field keeps no value, so the field's
 * required rule speaks.
 */
export function MaskedInput(props: WidgetProps & { mask: (text: string) => string; maskPlaceholder: string; inputMode: 'tel' | 'numeric' }) {
  const { id, htmlName, value, disabled, readonly, placeholder, onChange, onBlur, onFocus, registry, options, schema, mask, maskPlaceholder, inputMode } = props;
  const limit = typeof schema.maxLength === 'number' ? schema.maxLength : DEFAULT_INPUT_MAX_LENGTH;
  const { readonlyAsDisabled = true } = (registry.formContext ?? {}) as { readonlyAsDisabled?: boolean };
  const shown = typeof value === 'string' ? mask(value) || value : '';
  const change = ({ target }: ChangeEvent<HTMLInputElement>) => {
    const next = maskedEdit(shown, target.value, target.selectionStart, mask).slice(0, limit);
    onChange(next === '' ? options.emptyValue : next);
  };
  return (
    <Input
      id={id}
      name={htmlName || id}
      type={inputMode === 'tel' ? 'tel' : 'text'}
      inputMode={inputMode}
      autoComplete={inputMode === 'tel' ? 'tel' : 'off'}
      value={shown}
      disabled={disabled || (readonlyAsDisabled && readonly)}
      placeholder={placeholder || maskPlaceholder}
      style={style}
      onChange={readonly ? undefined : change}
      onBlur={readonly ? undefined : () => onBlur(id, value)}
      onFocus={readonly ? undefined : () => onFocus(id, value)}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}
