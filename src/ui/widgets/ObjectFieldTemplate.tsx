import type { ObjectFieldTemplateProps, UiSchema } from '@rjsf/utils';
import { buttonId, canExpand, descriptionId, getTemplate, getUiOptions } from '@rjsf/utils';
import type { CSSProperties, ReactElement } from 'react';

const GRID = 24;

/** A property's width on the 24-column grid: its "ui:options" span, the whole row by default. */
export function spanOf(uiSchema: UiSchema | undefined): number {
  const span = getUiOptions(uiSchema).span;
  return typeof span === 'number' && Number.isInteger(span) && span >= 1 && span <= GRID ? span : GRID;
}

/**
 * True when a property's uiSchema hides it behind a sibling flag that is set: `"ui:options":
 * {"hiddenWhen": "actual_eq_legal"}` — an actual address the same as the legal one is not asked for,
 * so it is not shown at all (not greyed, not copied). Its data stays, for the day the flag is unset.
 */
export function hiddenBySibling(uiSchema: UiSchema | undefined, formData: unknown): boolean {
  const flag = getUiOptions(uiSchema).hiddenWhen;
  return typeof flag === 'string' && typeof formData === 'object' && formData !== null && (formData as Record<string, unknown>)[flag] === true;
}

/** One style object per width, so a cell's style is the same object from one render to the next. */
const cellStyles: readonly CSSProperties[] = Array.from({ length: GRID + 1 }, (_, span) => ({ '--form-span': span }) as CSSProperties);

/**
 * An object of the form as a section: its title as a heading (the form's own title larger), its
 * description, and the properties on a 24-column grid whose widths the uiSchema gives in
 * "ui:options": {"span": n}; on a narrow screen every property takes the whole row.
 *
 * The grid is CSS of our own (widgets.css), not antd's Row and Col: the section renders again on every
 * keystroke in any of its fields, and antd's columns each ran their style and breakpoint hooks then.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, uiSchema, fieldPathId, registry, schema, formData, disabled, readonly, onAddProperty, optionalDataControl } = props;
  const options = getUiOptions(uiSchema);
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, options);
  const { AddButton } = registry.templates.ButtonTemplates;
  const root = fieldPathId.path.length === 0;
  return (
    <fieldset id={fieldPathId.$id} className={root ? 'form-object form-object-root' : 'form-object'}>
      {title && (
        <div className="form-object-title" role="heading" aria-level={root ? 2 : 3}>
          {title}
          {optionalDataControl}
        </div>
      )}
      {description && (
        <DescriptionFieldTemplate id={descriptionId(fieldPathId)} description={description} schema={schema} uiSchema={uiSchema} registry={registry} />
      )}
      <div className="form-grid">
        {properties
          .filter((property) => !property.hidden && !hiddenBySibling((property.content as ReactElement<{ uiSchema?: UiSchema }>).props.uiSchema, formData))
          .map((property) => (
            <div key={property.name} className="form-cell" style={cellStyles[spanOf((property.content as ReactElement<{ uiSchema?: UiSchema }>).props.uiSchema)]}>
              {property.content}
            </div>
          ))}
      </div>
      {canExpand(schema, uiSchema, formData) && (
        <AddButton
          id={buttonId(fieldPathId, 'add')}
          className="rjsf-object-property-expand"
          disabled={disabled || readonly}
          onClick={onAddProperty}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
    </fieldset>
  );
}
