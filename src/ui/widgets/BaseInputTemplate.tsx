import { Templates } from '@rjsf/antd';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import type { ChangeEvent } from 'react';
import constants from '../../../config/constants.json';

const AntBaseInputTemplate = Templates.BaseInputTemplate;
if (!AntBaseInputTemplate) throw new Error('В теме @rjsf/antd нет BaseInputTemplate');
const BaseInput = AntBaseInputTemplate;

/** Input types that hold free text, which the default length limit applies to. */
const textTypes = new Set(['text', 'email', 'url', 'tel', 'search', 'password']);

/** A text input keeps at most 255 characters unless its schema sets maxLength (spec-2 §5.8). */
export const DEFAULT_INPUT_MAX_LENGTH = constants.autocomplete.inputMaxLength;

/** The antd input of rjsf, with the product's default maximum length on text inputs. */
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
  return <BaseInput {...props} onChangeOverride={limited} />;
}
