import type { WidgetProps } from '@rjsf/utils';
import { Checkbox } from 'antd';
import { DateWidget } from './DateWidget';
import { namedStringWidget } from './tester';
import { widgetTexts } from './texts';

/** The word a schema keeps for "no end date" («Полномочия действуют до»: `бессрочно`). */
export const UNLIMITED = 'бессрочно';

/**
 * A date that may have no end: «Бессрочно» as a checkbox, and the date, when there is one, in the date
 * picker as every other date (ДД.ММ.ГГГГ, kept as ГГГГ-ММ-ДД). The form keeps `бессрочно` or the date,
 * the two forms the schema's pattern accepts; unticking «Бессрочно» leaves the date empty for the
 * person to choose.
 */
export function DateOrUnlimitedWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, options } = props;
  const unlimited = value === UNLIMITED;
  return (
    <div className="date-or-unlimited">
      <Checkbox
        id={`${id}__unlimited`}
        checked={unlimited}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.checked ? UNLIMITED : options.emptyValue)}
      >
        {widgetTexts.unlimited}
      </Checkbox>
      {!unlimited && <DateWidget {...props} value={typeof value === 'string' ? value : undefined} />}
    </div>
  );
}

export const dateOrUnlimitedTester = namedStringWidget('date_or_unlimited');
