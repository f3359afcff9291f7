import { Templates } from '@rjsf/antd';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { Input } from 'antd';
import { useState, type ChangeEvent } from 'react';
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
 * schema sets its own maxLength has a character counter («12 / 100», see CountedInput), so the limit is
 * seen before it cuts the text.
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
  return <CountedInput {...props} limit={limit} onTextChange={limited} />;
}

/** Share of the limit from which the counter stays in sight after the field loses the focus. */
const NEAR_LIMIT = 0.8;

/**
 * A text input with its counter («12 / 100»): shown while the field is typed in, and kept once the text
 * nears its limit. A counter on every empty field of a step would be noise («0 / 255» beside each one)
 * and would eat the width of narrow fields at 390 px.
 */
function CountedInput(props: BaseInputTemplateProps & { limit: number; onTextChange(event: ChangeEvent<HTMLInputElement>): void }) {
  const { id, htmlName, value, disabled, readonly, placeholder, required, onBlur, onFocus, registry, autofocus, type, limit, onTextChange } = props;
  const { readonlyAsDisabled = true } = (registry.formContext ?? {}) as { readonlyAsDisabled?: boolean };
  const [focused, setFocused] = useState(false);
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const counted = !disabled && !readonly && (focused || text.length >= limit * NEAR_LIMIT);
  return (
    <Input
      id={id}
      name={htmlName || id}
      type={type ?? 'text'}
      value={text}
      disabled={disabled || (readonlyAsDisabled && readonly)}
      placeholder={placeholder}
      required={required}
      autoFocus={autofocus}
      maxLength={limit}
      showCount={counted}
      style={style}
      onChange={readonly ? undefined : onTextChange}
      onBlur={
        readonly
          ? undefined
          : ({ target }) => {
              setFocused(false);
              onBlur(id, target.value);
            }
      }
      onFocus={
        readonly
          ? undefined
          : ({ target }) => {
              setFocused(true);
              onFocus(id, target.value);
            }
      }
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}
