import type { WidgetProps } from '@rjsf/utils';
import { namedStringWidget } from './tester';

/** A phone number input: the text input of the theme as type="tel", so phones get the phone keyboard. */
export function TelWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  return <BaseInputTemplate {...props} type="tel" />;
}

export const telTester = namedStringWidget('tel');
