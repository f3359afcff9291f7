import { Card, Descriptions, Empty, Progress, Typography } from 'antd';
import type { RJSFSchema } from '@rjsf/utils';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { requestStepsConfig, type StepBlock } from '../../../domain/steps/requestSteps';
import type { RequestFormStore } from '../../../runtime/requestForm/RequestFormStore';
import { banksFor } from '../../../runtime/banks/banksFor';
import { useStores } from '../../app/StoresContext';
import { BanksPanel } from './banks/BanksPanel';
import { describeStep } from './describeStep';
import { PreviewCustomers, PreviewDocuments, PreviewOrganizations, PreviewPersons } from './PreviewPersons';
import { renderedStep } from './stepSchema';
import { requestTexts } from './texts';

const t = requestTexts.preview;

type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (value: unknown): Data[] => (Array.isArray(value) ? value.filter(isObject) : []);

/** Fields the preview shows as tables of their own rather than as one line of text. */
const tabled = new Set(['head', 'persons', 'organizations', 'signers', 'customers', 'documents']);

/** The schema of a list's items (or of an object field) after bundling, for option titles. */
function fieldSchema(schema: RJSFSchema, field: string): RJSFSchema | undefined {
  const property = (schema.properties as Record<string, RJSFSchema> | undefined)?.[field];
  if (!property) return undefined;
  return property.type === 'array' ? (property.items as RJSFSchema | undefined) : property;
}

/**
 * Progress of each block (spec-1 §3 Request progress counters), each linking to the first of its
 * steps still to fill: count of total and a bar; a block with nothing to count says «Не требуется»
 * with an empty, neutral bar rather than a full green one.
 */
export const PreviewProgress = observer(function PreviewProgress({ form }: { form: RequestFormStore }) {
  const progress = form.progress;
  return (
    <div className="request-preview-progress">
      {(Object.keys(requestStepsConfig.blocks) as StepBlock[]).map((block) => {
        const { count_points: count, total_points: total } = progress[block];
        const steps = form.steps.filter((step) => step.block === block && step.final !== true);
        const target = steps.find((step) => !form.checked.has(step.name)) ?? steps[0];
        const title = requestStepsConfig.blocks[block];
        const percent = total === 0 ? 0 : Math.round((count / total) * 100);
        return (
          <div key={block} className="request-block" data-block={block}>
            <div className="request-block-head">
              {target ? <Link to={form.pathOf(target.name)}>{title}</Link> : <span>{title}</span>}
              <span className={total === 0 ? 'request-block-idle' : undefined}>{total === 0 ? t.notRequired : `${count}/${total}`}</span>
            </div>
            <Progress
              percent={percent}
              size="small"
              showInfo={false}
              status={total > 0 && count >= total ? 'success' : 'normal'}
              strokeColor={total === 0 ? 'transparent' : undefined}
              aria-label={`${title}: ${total === 0 ? t.notRequired : `${count}/${total}`}`}
            />
          </div>
        );
      })}
    </div>
  );
});

/** One step read-only: its plain fields as a list, its persons, organisations and customers as tables. */
const PreviewSection = observer(function PreviewSection({ form, name, title, schemaName }: { form: RequestFormStore; name: string; title: string; schemaName: string }) {
  const schema = renderedStep(schemaName).schema;
  const data = form.dataOf(name);
  const plain = Object.fromEntries(Object.entries(data).filter(([field]) => !tabled.has(field)));
  const rows = describeStep(schema, plain);
  const head = isObject(data.head) ? [data.head] : [];
  const persons = listOf(data.persons);
  const organizations = listOf(data.organizations);
  const signers = listOf(data.signers);
  const customers = form.context.is_joint ? listOf(data.customers) : [];
  const documents = listOf(data.documents).filter((entry) => listOf(entry.files).length > 0 || (Array.isArray(entry.requiredForbanks) && entry.requiredForbanks.length > 0));
  const tables = head.length + persons.length + organizations.length + signers.length + customers.length + documents.length;
  const saved = form.data[name] !== undefined;
  return (
    <Card
      className="request-preview-section"
      size="small"
      title={title}
      extra={
        <Link to={form.pathOf(name)} title={`${t.edit}: ${title}`}>
          {t.edit}
        </Link>
      }
    >
      {!saved || (rows.length === 0 && tables === 0) ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.notFilled} />
      ) : (
        <div className="request-preview-body">
          {rows.length > 0 && (
            <Descriptions size="small" column={1} bordered>
              {rows.map((row) => (
                <Descriptions.Item key={row.label} label={row.label}>
                  {row.text}
                </Descriptions.Item>
              ))}
            </Descriptions>
          )}
          <PreviewPersons persons={head} schema={fieldSchema(schema, 'head')} caption={rows.length > 0 ? t.captions.head : undefined} />
          <PreviewPersons persons={persons} schema={fieldSchema(schema, 'persons')} caption={t.captions.persons} />
          <PreviewOrganizations organizations={organizations} caption={t.captions.organizations} />
          <PreviewPersons persons={signers} schema={fieldSchema(schema, 'signers')} caption={t.captions.signers} />
          {name === 'detail-contacts' ? (
            <PreviewCustomers customers={customers} caption={t.captions.customerContacts} contacts />
          ) : (
            <PreviewCustomers customers={customers} caption={t.captions.customers} />
          )}
          <PreviewDocuments documents={documents} />
        </div>
      )}
    </Card>
  );
});

/** The whole request read-only, step by step, each with a link back to its step, and progress per block. */
export const PreviewStep = observer(function PreviewStep({ form }: { form: RequestFormStore }) {
  const stores = useStores();
  // The banks panel below loads and watches this store; here it is only read.
  const banks = useMemo(() => banksFor(stores, form.id), [stores, form.id]);
  const banksSent = banks.sent.length > 0;
  // A send made here changes the request's status: the form reads its root again.
  useEffect(() => {
    if (banks.loaded) form.subRequestsLoaded(banksSent);
  }, [banks.loaded, banksSent, form]);
  // Once sent, the banks' statuses and offers are what the page is for: they come first.
  if (form.sent) {
    return (
      <div className="request-form">
        <BanksPanel requestId={form.id} selectable={false} />
        {form.steps
          .filter((step) => step.final !== true)
          .map((step) => (
            <PreviewSection key={step.name} form={form} name={step.name} title={step.title} schemaName={step.schema} />
          ))}
      </div>
    );
  }
  return (
    <div className="request-form">
      <Typography.Paragraph className="request-lead">{t.lead}</Typography.Paragraph>
      <Card size="small" title={t.progress}>
        <PreviewProgress form={form} />
      </Card>
      {/* The banks are chosen once, in the side column's bank choice; here every ready one is sent. */}
      <BanksPanel requestId={form.id} selectable={false} />
      {form.steps
        .filter((step) => step.final !== true)
        .map((step) => (
          <PreviewSection key={step.name} form={form} name={step.name} title={step.title} schemaName={step.schema} />
        ))}
    </div>
  );
});
