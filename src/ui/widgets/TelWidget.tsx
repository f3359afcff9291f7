import type { WidgetProps } from '@rjsf/utils';
import { maskPhone } from '../../domain/format/maskPhone';
import { MaskedInput } from './MaskedInput';
import { namedStringWidget } from './tester';
import { widgetTexts } from './texts';

/**
 * A phone number input (type tel, so phones get the phone keyboard) with the mask +7 (___) ___-__-__:
 * digits fall into place as they are typed, a leading 8 becomes +7, a foreign number written with its
 * own code (+375 …) stays as typed. The form keeps the masked text, which the schema's `ruPhone` accepts.
 */
export function TelWidget(props: WidgetProps) {
  return <MaskedInput {...props} mask={maskPhone} maskPlaceholder={widgetTexts.masks.phone} inputMode="tel" />;
}

export const telTester = namedStringWidget('tel');
