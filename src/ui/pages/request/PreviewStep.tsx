import { Card, Descriptions, Empty, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import type { RequestFormStore } from '../../../runtime/requestForm/RequestFormStore';
import { describeStep } from './describeStep';
import { renderedStep } from './stepSchema';
import { BlockProgress } from './StepSidebar';
import { requestTexts } from './texts';

const t = requestTexts.preview;

/** The whole request read-only, step by step, each with a link back to its step, and progress per block. */
export const PreviewStep = observer(function PreviewStep({ form }: { form: RequestFormStore }) {
  return (
    <div className="request-form">
      <Typography.Paragraph className="request-lead">{t.lead}</Typography.Paragraph>
      <Card size="small">
        <BlockProgress form={form} />
      </Card>
      {form.steps
        .filter((step) => step.final !== true)
        .map((step) => {
          const rows = describeStep(renderedStep(step.schema).schema, form.dataOf(step.name));
          return (
            <Card
              key={step.name}
              className="request-preview-section"
              size="small"
              title={step.title}
              extra={<Link to={form.pathOf(step.name)}>{t.edit}</Link>}
            >
              {rows.length === 0 || !form.data[step.name] ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.notFilled} />
              ) : (
                <Descriptions size="small" column={1} bordered>
                  {rows.map((row) => (
                    <Descriptions.Item key={row.label} label={row.label}>
                      {row.text}
                    </Descriptions.Item>
                  ))}
                </Descriptions>
              )}
            </Card>
          );
        })}
    </div>
  );
});
