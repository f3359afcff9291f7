import { Widgets } from '@rjsf/antd';
import type { WidgetProps } from '@rjsf/utils';

const ThemeSelect = Widgets.SelectWidget;
if (!ThemeSelect) throw new Error('В теме @rjsf/antd нет SelectWidget');
const BaseSelect = ThemeSelect;

/** The `const`s of the schema's alternatives marked `deprecated` (a value retired from its dictionary, such as ЕНВД). */
function deprecatedValues(schema: WidgetProps['schema']): Set<unknown> {
  const alternatives = [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])];
  return new Set(alternatives.flatMap((alternative) => (typeof alternative === 'object' && alternative.deprecated === true ? [alternative.const] : [])));
}

/**
 * The antd list as rjsf's antd theme draws it, with two differences. It has no empty first line: the
 * theme offers one (its placeholder) whenever the schema has no default, and «Вид гарантии» or «Ведение
 * учёта» then started with a blank choice; the placeholder still shows in the empty field. And an
 * alternative the schema marks `deprecated` is not offered, unless it is the value already saved: that
 * one stays readable, with its title, and the field's rule asks for a current value.
 */
export function SelectWidget(props: WidgetProps) {
  const { schema, options, value } = props;
  const retired = deprecatedValues(schema);
  const enumOptions = retired.size === 0 ? options.enumOptions : options.enumOptions?.filter((option) => !retired.has(option.value) || option.value === value);
  // The theme adds its empty line only when the schema has no default; the widget alone is told otherwise.
  return <BaseSelect {...props} schema={{ ...schema, default: schema.default ?? '' }} options={{ ...options, enumOptions }} />;
}
