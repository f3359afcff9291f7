import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { Input } from 'antd';
import type { ChangeEvent } from 'react';

const style = { width: '100%' };

/**
 * rjsf's antd textarea with a character counter («120 / 2000») when the schema limits the length: the
 * limit is seen before it is reached, and the text stops at it.
 */
export function TextareaWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, placeholder, onChange, onBlur, onFocus, registry, options, schema } = props;
  const { readonlyAsDisabled = true } = (registry.formContext ?? {}) as { readonlyAsDisabled?: boolean };
  const limit = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  const change = ({ target }: ChangeEvent<HTMLTextAreaElement>) => onChange(target.value === '' ? options.emptyValue : target.value);
  return (
    <Input.TextArea
      id={id}
      name={htmlName || id}
      value={typeof value === 'string' ? value : ''}
      disabled={disabled || (readonlyAsDisabled && readonly)}
      placeholder={placeholder}
      rows={typeof options.rows === 'number' ? options.rows : 4}
      maxLength={limit}
      showCount={limit !== undefined && !disabled && !readonly}
      style={style}
      onChange={readonly ? undefined : change}
      onBlur={readonly ? undefined : () => onBlur(id, value)}
      onFocus={readonly ? undefined : () => onFocus(id, value)}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}
