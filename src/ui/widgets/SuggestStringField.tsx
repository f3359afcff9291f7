import { getDefaultRegistry } from '@rjsf/core';
import type { FieldProps } from '@rjsf/utils';
import { useCallback, useMemo } from 'react';
import type { FillTarget } from '../../runtime/suggest/fillFrom';
import { pickWidget } from './registry';
import { SiblingFillContext, type SiblingFill } from './SiblingFillContext';

const defaultStringField = getDefaultRegistry().fields.StringField;
if (!defaultStringField) throw new Error('В @rjsf/core нет поля StringField');
const BaseStringField = defaultStringField;

/**
 * rjsf's string field, plus what a search widget needs to fill its siblings: a widget only gets its
 * own value, so this field tells it where it sits and sets other fields by their data paths.
 */
export function SuggestStringField(props: FieldProps) {
  const { schema, uiSchema, fieldPathId, onChange } = props;
  const widget = pickWidget(schema, uiSchema);
  const pathKey = JSON.stringify(fieldPathId.path);
  const fill = useCallback(
    (targets: readonly FillTarget[]) => {
      for (const target of targets) onChange(target.value, [...target.path]);
    },
    [onChange],
  );
  const siblings = useMemo<SiblingFill>(
    () => ({ parentPath: (JSON.parse(pathKey) as (string | number)[]).slice(0, -1), fill }),
    [pathKey, fill],
  );
  if (widget === null) return <BaseStringField {...props} />;
  return (
    <SiblingFillContext.Provider value={siblings}>
      <BaseStringField {...props} uiSchema={{ ...uiSchema, 'ui:widget': widget }} />
    </SiblingFillContext.Provider>
  );
}
