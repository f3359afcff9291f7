import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { Input } from 'antd';
import { useState, type ChangeEvent } from 'react';
import { parseSumText, sumText, typedSumText } from '../../domain/format/sumText';
import { namedNumberWidget } from './tester';
import { widgetTexts } from './texts';

const style = { width: '100%' };

/**
 * A sum of money as people write it (spec-2 §9): «1 234 567,89», thousands spaced as they are typed, a
 * dot taken for the comma, kopecks at most two. The form keeps the number (1234567.89); an empty field
 * keeps no value, so the field's required rule speaks. While the field has the focus it shows the text
 * as typed («1 000,» on the way to «1 000,50»); a value set from elsewhere (a purchase's sum, the joint
 * customers' total) shows at once.
 */
export function SumWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, placeholder, onChange, onBlur, onFocus, registry, options } = props;
  const { readonlyAsDisabled = true } = (registry.formContext ?? {}) as { readonlyAsDisabled?: boolean };
  // The text typed, with the value it stood for: kept only while it still stands for the form's value.
  const [typed, setTyped] = useState<{ text: string; value: unknown } | null>(null);
  const shown = typed !== null && typed.value === value ? typed.text : sumText(value);
  const change = ({ target }: ChangeEvent<HTMLInputElement>) => {
    const text = typedSumText(target.value);
    const next = parseSumText(text);
    setTyped({ text, value: next ?? options.emptyValue });
    onChange(next ?? options.emptyValue);
  };
  return (
    <Input
      id={id}
      name={htmlName || id}
      inputMode="decimal"
      autoComplete="off"
      value={shown}
      disabled={disabled || (readonlyAsDisabled && readonly)}
      placeholder={placeholder || widgetTexts.masks.sum}
      style={style}
      onChange={readonly ? undefined : change}
      onBlur={
        readonly
          ? undefined
          : () => {
              setTyped(null);
              onBlur(id, value);
            }
      }
      onFocus={readonly ? undefined : () => onFocus(id, value)}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}

export const sumTester = namedNumberWidget('sum');
