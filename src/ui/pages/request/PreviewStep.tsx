import { Button, Card, Checkbox, Descriptions, Empty, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router';
import type { RequestFormStore } from '../../../runtime/requestForm/RequestFormStore';
import { describeStep } from './describeStep';
import { renderedStep } from './stepSchema';
import { BlockProgress } from './StepSidebar';
import { requestTexts } from './texts';

const t = requestTexts.preview;

/** The banks to send the request to: the platform's and the partners'. */
const BankChoice = observer(function BankChoice({ form }: { form: RequestFormStore }) {
  const [chosen, setChosen] = useState<string[]>(() => [...(form.root?.selected_banks ?? form.root?.fko_uuids ?? [])]);
  return (
    <Card size="small" title={t.banks}>
      <Typography.Paragraph type="secondary">{t.banksHint}</Typography.Paragraph>
      <Checkbox.Group
        className="request-banks"
        value={chosen}
        disabled={form.readonly}
        onChange={(values) => setChosen(values as string[])}
        options={form.bankChoices.map((bank) => ({ value: bank.uuid, label: bank.middle_name }))}
      />
      <Button style={{ marginTop: 12 }} loading={form.saving} disabled={form.readonly || chosen.length === 0} onClick={() => void form.chooseBanks(chosen)}>
        {t.saveBanks}
      </Button>
    </Card>
  );
});

/** The whole request read-only, step by step, each with a link back to its step, and progress per block. */
export const PreviewStep = observer(function PreviewStep({ form }: { form: RequestFormStore }) {
  return (
    <div className="request-form">
      <Typography.Paragraph className="request-lead">{t.lead}</Typography.Paragraph>
      <Card size="small">
        <BlockProgress form={form} />
      </Card>
      <BankChoice form={form} />
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
