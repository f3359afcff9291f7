import { LoadingOutlined, SearchOutlined, WarningOutlined } from '@ant-design/icons';
import type { WidgetProps } from '@rjsf/utils';
import { AutoComplete, Input, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import type { SuggestDataOf, SuggestKind, SuggestionItem } from '../../runtime/suggest/suggestTypes';
import { isEntryKey } from '../../runtime/suggest/SuggestStore';
import { useSiblingFill } from './SiblingFillContext';
import { suggestFieldOptions } from './suggestFieldOptions';
import { useSuggestService } from './SuggestServiceContext';
import { widgetTexts } from './texts';

/** Shows one suggestion in the list. */
export type SuggestionView<K extends SuggestKind> = (item: SuggestionItem<SuggestDataOf[K]>) => ReactNode;

/**
 * Builds the rjsf widget of one kind of search: an antd AutoComplete over the field's SuggestStore,
 * with arrow keys and Enter to choose, a spinner while searching, 'Ничего не найдено' when the search
 * found nothing, and the service's failure shown under the field while typing goes on. A pick sets the
 * field and, inside a form that provides it, fills the sibling fields the uiSchema maps.
 */
export function makeSuggestWidget<K extends SuggestKind>(kind: K, view: SuggestionView<K>) {
  function SuggestWidget(props: WidgetProps) {
    const { id, value, onChange, onBlur, onFocus, options, disabled, readonly, placeholder, rawErrors, autofocus } = props;
    const service = useSuggestService();
    const siblings = useSiblingFill();
    // One store per mounted field; its options come from the uiSchema the field was mounted with.
    const [store] = useState(() => service.field(kind, suggestFieldOptions(options)));
    const current = typeof value === 'string' ? value : value === undefined || value === null ? undefined : String(value);

    useEffect(() => store.sync(current), [store, current]);
    useEffect(() => () => store.dispose(), [store]);

    const entries = store.entries.map((entry) => ({
      value: entry.key,
      label:
        entry.type === 'suggestion' ? (
          view(entry.item)
        ) : entry.type === 'warning' ? (
          <span className="suggest-warning">
            <WarningOutlined /> {entry.label}
          </span>
        ) : (
          <span className="suggest-typed">{entry.label}</span>
        ),
    }));
    const errorId = `${id}__suggest-error`;

    return (
      <div className="suggest-field">
        <AutoComplete
          value={store.text}
          options={entries}
          open={store.listShown}
          onOpenChange={store.setOpen}
          showSearch={{ filterOption: false }}
          notFoundContent={store.nothingFound ? <span className="suggest-empty">{widgetTexts.nothingFound}</span> : null}
          disabled={disabled || readonly}
          status={rawErrors && rawErrors.length > 0 ? 'error' : store.error ? 'warning' : undefined}
          onChange={(text: string) => {
            // Choosing a line reports its key as the new text first; the pick below handles it.
            if (isEntryKey(text)) return;
            onChange(store.type(text));
          }}
          onSelect={(key: string) => {
            const outcome = store.pick(key, siblings?.parentPath ?? []);
            if (!outcome) return;
            onChange(outcome.value);
            siblings?.fill(outcome.fill);
          }}
        >
          <Input
            id={id}
            autoFocus={autofocus}
            maxLength={store.timing.inputMaxLength}
            placeholder={placeholder || widgetTexts.placeholders[kind]}
            autoComplete="off"
            aria-describedby={store.error ? errorId : undefined}
            aria-busy={store.searching}
            suffix={store.searching ? <LoadingOutlined aria-label={widgetTexts.searching} /> : <SearchOutlined className="suggest-icon" />}
            onBlur={() => onBlur(id, store.fieldValue)}
            onFocus={() => onFocus(id, store.fieldValue)}
          />
        </AutoComplete>
        {store.error && (
          <Typography.Text id={errorId} type="warning" className="suggest-error" role="status">
            {store.error}
          </Typography.Text>
        )}
      </div>
    );
  }
  const ObservedWidget = observer(SuggestWidget);
  // rjsf takes only plain function components as widgets, not the memo object observer() returns.
  function Widget(props: WidgetProps) {
    return <ObservedWidget {...props} />;
  }
  Widget.displayName = `SuggestWidget(${kind})`;
  return Widget;
}
