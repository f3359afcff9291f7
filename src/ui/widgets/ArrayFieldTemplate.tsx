import type { ArrayFieldTemplateProps } from '@rjsf/utils';
import { buttonId, getUiOptions, TranslatableString } from '@rjsf/utils';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';

/**
 * A list of the form as a titled section: its title as a heading (no label colon), its items one under
 * another, and an add button that says what it adds ("ui:options": {"addLabel": "Добавить учредителя —
 * организацию"}), rjsf's generic «Добавить элемент» otherwise.
 */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, className, disabled, fieldPathId, items, optionalDataControl, onAddClick, readonly, registry, required, title, uiSchema } = props;
  const options = getUiOptions(uiSchema);
  const heading = typeof options.title === 'string' ? options.title : title;
  const addLabel = typeof options.addLabel === 'string' ? options.addLabel : registry.translateString(TranslatableString.AddItemButton);
  return (
    <fieldset className={['form-array', className].filter(Boolean).join(' ')} id={fieldPathId.$id}>
      {heading && (
        <div className="form-object-title" role="heading" aria-level={3}>
          <span>
            {required && <span className="form-array-required" aria-hidden="true">* </span>}
            {heading}
          </span>
          {!readonly && !disabled && optionalDataControl}
        </div>
      )}
      <div className="form-array-items">{items}</div>
      {canAdd && (
        <Button
          id={buttonId(fieldPathId, 'add')}
          className="rjsf-array-item-add form-array-add"
          icon={<PlusOutlined />}
          disabled={disabled || readonly}
          onClick={onAddClick}
        >
          {addLabel}
        </Button>
      )}
    </fieldset>
  );
}
