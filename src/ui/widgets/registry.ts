import type { RegistryWidgetsType, RJSFSchema, UiSchema } from '@rjsf/utils';
import { AddressWidget, addressTester } from './AddressWidget';
import { BankWidget, bankTester } from './BankWidget';
import { DateOrUnlimitedWidget, dateOrUnlimitedTester } from './DateOrUnlimitedWidget';
import { DateWidget } from './DateWidget';
import { FmsUnitWidget, fmsUnitTester } from './FmsUnitWidget';
import { PartyWidget, partyTester } from './PartyWidget';
import { SelectWidget } from './SelectWidget';
import { SnilsWidget, snilsTester } from './SnilsWidget';
import { SumWidget, sumTester } from './SumWidget';
import { TelWidget, telTester } from './TelWidget';
import { TextareaWidget } from './TextareaWidget';
import type { WidgetTester } from './tester';

/** Our widgets by the name a uiSchema gives in "ui:widget", each with the tester that claims its nodes. */
export const widgetEntries: readonly { name: string; widget: RegistryWidgetsType[string]; tester: WidgetTester }[] = [
  { name: 'party', widget: PartyWidget, tester: partyTester },
  { name: 'bank', widget: BankWidget, tester: bankTester },
  { name: 'address', widget: AddressWidget, tester: addressTester },
  { name: 'fms_unit', widget: FmsUnitWidget, tester: fmsUnitTester },
  { name: 'tel', widget: TelWidget, tester: telTester },
  { name: 'snils', widget: SnilsWidget, tester: snilsTester },
  { name: 'sum', widget: SumWidget, tester: sumTester },
  { name: 'date_or_unlimited', widget: DateOrUnlimitedWidget, tester: dateOrUnlimitedTester },
];

/**
 * The widgets for rjsf's `widgets` prop; the theme's date picker is replaced by one that clears to empty,
 * its textarea by one that counts characters up to the schema's maxLength, its list by one without an
 * empty first line and without the schema's deprecated values.
 */
export const widgets: RegistryWidgetsType = { ...Object.fromEntries(widgetEntries.map(({ name, widget }) => [name, widget])), DateWidget, TextareaWidget, SelectWidget };

/** The name of our widget with the highest positive rank for a node, or null when none claims it. */
export function pickWidget(schema: RJSFSchema, uiSchema: UiSchema | undefined): string | null {
  let best: { name: string; rank: number } | null = null;
  for (const { name, tester } of widgetEntries) {
    const rank = tester(schema, uiSchema);
    if (rank > 0 && (best === null || rank > best.rank)) best = { name, rank };
  }
  return best?.name ?? null;
}
