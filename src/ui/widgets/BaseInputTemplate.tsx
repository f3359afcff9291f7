import { Templates } from '@rjsf/antd';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { Input } from 'antd';
import type { ChangeEvent } from 'react';
import constants from '../../../config/constants.json';

const AntBaseInputTemplate = Templates.BaseInputTemplate;
if (!AntBaseInputTemplate) throw new Error('В теме @rjsf/antd нет BaseInputTemplate');
const BaseInput = AntBaseInputTemplate;

/** Input types that hold free text, which the default length limit applies to. */
const textTypes = new Set(['text', 'email', 'url', 'tel', 'search', 'password']);

/** A text input keeps at most 255 characters unless its schema sets maxLength (spec-2 §5.8). */
export const DEFAULT_INPUT_MAX_LENGTH = constants.autocomplete.inputMaxLength;

const style = { width: '100%' };

/**
 * The antd input of rjsf, with the product's default maximum length on text inputs. A text field whose
 * schema sets its own maxLength shows a character counter («12 / 100»), so the limit is seen before
 * it cuts the text.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { schema, type, onChange, options, onChangeOverride } = props;
  if (onChangeOverride || !textTypes.has(type ?? 'text') || schema.type === 'number' || schema.type === 'integer') {
    return <BaseInput {...props} />;
  }
  const limit = typeof schema.maxLength === 'number' ? schema.maxLength : DEFAULT_INPUT_MAX_LENGTH;
  const limited = ({ target }: ChangeEvent<HTMLInputElement>) => {
    const value = target.value.slice(0, limit);
    onChange(value === '' ? options.emptyValue : value);
  };
  if (typeof schema.maxLength !== 'number') return <BaseInput {...props} onChangeOverride={limited} />;
  const { id, htmlName, value, disabled, readonly, placeholder, required, onBlur, onFocus, registry, autofocus } = props;
  const { readonlyAsDisabled = true } = (registry.formContext ?? {}) as { readonlyAsDisabled?: boolean };
  return (
    <Input
      id={id}
      name={htmlName || id}
      type={type ?? 'text'}
      value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
      disabled={disabled || (readonlyAsDisabled && readonly)}
      placeholder={placeholder}
      required={required}
      autoFocus={autofocus}
      maxLength={limit}
      showCount={!disabled && !readonly}
      style={style}
      onChange={readonly ? undefined : limited}
      onBlur={readonly ? undefined : ({ target }) => onBlur(id, target.value)}
      onFocus={readonly ? undefined : ({ target }) => onFocus(id, target.value)}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}
