import type { WidgetProps } from '@rjsf/utils';
import { maskSnils } from '../../domain/format/maskSnils';
import { MaskedInput } from './MaskedInput';
import { namedStringWidget } from './tester';
import { widgetTexts } from './texts';

/** The insurance number (СНИЛС) with the mask ___-___-___ __; the form keeps 123-456-789 01, as `ruSnils` accepts it. */
export function SnilsWidget(props: WidgetProps) {
  return <MaskedInput {...props} mask={maskSnils} maskPlaceholder={widgetTexts.masks.snils} inputMode="numeric" />;
}

export const snilsTester = namedStringWidget('snils');
