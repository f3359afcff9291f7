import type { ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { TranslatableString } from '@rjsf/utils';
import { Button } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';

/**
 * One item of a list as a framed block with its own «Удалить» in words at its top right; the list's
 * items are people and organisations, not rows to reorder, so only removal is offered.
 */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, registry } = props;
  const { hasRemove, onRemoveItem, disabled, readonly, fieldPathId } = buttonsProps;
  return (
    <div className="form-array-item">
      {hasToolbar && hasRemove && (
        <Button
          id={`${fieldPathId.$id}__remove`}
          className="rjsf-array-item-remove form-array-remove"
          danger
          type="text"
          size="small"
          icon={<DeleteOutlined />}
          disabled={disabled || readonly}
          onClick={onRemoveItem}
        >
          {registry.translateString(TranslatableString.RemoveButton)}
        </Button>
      )}
      {children}
    </div>
  );
}
