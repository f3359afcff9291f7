import { Templates } from '@rjsf/antd';
import type { FieldTemplateProps } from '@rjsf/utils';

const AntFieldTemplate = Templates.FieldTemplate;
if (!AntFieldTemplate) throw new Error('В теме @rjsf/antd нет FieldTemplate');
const BaseFieldTemplate = AntFieldTemplate;

/**
 * The antd field frame for values. An object is a section drawn by its own template (title,
 * description, grid), so it gets no form-item frame of its own, only its errors under it: a rule on
 * the whole object, such as the founders' shares, speaks there.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { schema, hidden, children, rawErrors } = props;
  // rjsf's antd frame shows a field's help in place of its errors; the rule's message must win.
  if (schema.type !== 'object') return <BaseFieldTemplate {...props} rawHelp={rawErrors && rawErrors.length > 0 ? undefined : props.rawHelp} />;
  if (hidden) return <div className="rjsf-field-hidden">{children}</div>;
  return (
    <div className="form-object-field">
      {children}
      {rawErrors && rawErrors.length > 0 && (
        <div className="form-object-errors" role="alert">
          {rawErrors.map((error) => (
            <div key={error}>{error}</div>
          ))}
        </div>
      )}
    </div>
  );
}
