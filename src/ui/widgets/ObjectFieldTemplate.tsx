import type { ObjectFieldTemplateProps, UiSchema } from '@rjsf/utils';
import { buttonId, canExpand, descriptionId, getTemplate, getUiOptions } from '@rjsf/utils';
import { Col, Row } from 'antd';
import type { ReactElement } from 'react';

const GRID = 24;

/** A property's width on the 24-column grid: its "ui:options" span, the whole row by default. */
export function spanOf(uiSchema: UiSchema | undefined): number {
  const span = getUiOptions(uiSchema).span;
  return typeof span === 'number' && Number.isInteger(span) && span >= 1 && span <= GRID ? span : GRID;
}

/**
 * An object of the form as a section: its title as a heading (the form's own title larger), its
 * description, and the properties on a 24-column grid whose widths the uiSchema gives in
 * "ui:options": {"span": n}; on a narrow screen every property takes the whole row.
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
      <Row gutter={[16, 0]}>
        {properties
          .filter((property) => !property.hidden)
          .map((property) => (
            <Col key={property.name} xs={24} md={spanOf((property.content as ReactElement<{ uiSchema?: UiSchema }>).props.uiSchema)}>
              {property.content}
            </Col>
          ))}
      </Row>
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
