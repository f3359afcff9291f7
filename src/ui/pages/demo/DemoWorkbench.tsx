import { CheckCircleOutlined, CloseCircleOutlined, ScanOutlined } from '@ant-design/icons';
import Form from '@rjsf/antd';
import type CoreForm from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { Alert, Button, Card, Col, Collapse, Descriptions, Empty, Image, Row, Select, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo, useRef, useState, type Ref } from 'react';
import { formatDate } from '../../../domain/format/formatDate';
import { PassportRecognitionSample } from '../../../runtime/PassportRecognitionSample';
import { PassportRecognitionStore } from '../../../runtime/PassportRecognitionStore';
import { SuggestService } from '../../../runtime/suggest/SuggestService';
import { useStores } from '../../app/StoresContext';
import { createFormValidator, dropConditionErrors, formKit, inlineSchemaRefs, SuggestServiceContext } from '../../widgets';
import { isInvalidExample, verdictOf, type Verdict } from './exampleVerdict';
import { knownSchemas, schemaCatalogue, type CatalogueSchema, type SchemaExample } from './schemaCatalogue';
import { demoTexts as t } from './texts';
import { fillText } from '../../../runtime/texts';
import './demo.css';

type FormData = Record<string, unknown>;

/** The top-level object fields whose uiSchema asks for recognised passport fields. */
function passportTargets(schema: RJSFSchema, uiSchema: UiSchema): string[] {
  return Object.keys(schema.properties ?? {}).filter((name) => {
    const options = (uiSchema[name] as UiSchema | undefined)?.['ui:options'] as Record<string, unknown> | undefined;
    return options?.passportRecognition === true;
  });
}

function ExampleButtons({ examples, onLoad }: { examples: SchemaExample[]; onLoad(example: SchemaExample): void }) {
  if (examples.length === 0) return <Typography.Text type="secondary">{t.noExamples}</Typography.Text>;
  const group = (kind: SchemaExample['kind']) => examples.filter((example) => example.kind === kind);
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      {(['valid', 'invalid'] as const).map((kind) =>
        group(kind).length === 0 ? null : (
          <div key={kind}>
            <Typography.Text strong>{kind === 'valid' ? t.validExamples : t.invalidExamples}</Typography.Text>
            <div className="demo-examples">
              {group(kind).map((example) => (
                <Button
                  key={example.name}
                  size="small"
                  icon={kind === 'valid' ? <CheckCircleOutlined /> : <CloseCircleOutlined />}
                  onClick={() => onLoad(example)}
                >
                  {example.name}
                </Button>
              ))}
            </div>
          </div>
        ),
      )}
    </Space>
  );
}

function VerdictPanel({ verdict, source }: { verdict: Verdict; source: string | null }) {
  return (
    <Alert
      type={verdict.ok ? 'success' : 'error'}
      showIcon
      message={verdict.title}
      description={
        <>
          {source && <div className="demo-verdict-source">{source}</div>}
          {verdict.errors.length > 0 && (
            <ul className="demo-verdict-errors">
              {verdict.errors.map((error, index) => (
                <li key={`${error.path}-${index}`}>
                  <code>{error.path}</code> — {error.message}
                </li>
              ))}
            </ul>
          )}
        </>
      }
    />
  );
}

const PassportCard = observer(function PassportCard({ store, canFill, onFill }: { store: PassportRecognitionStore; canFill: boolean; onFill(): void }) {
  const fields = store.result?.fields;
  return (
    <Card size="small" title={t.passport.title}>
      <Typography.Paragraph type="secondary">{t.passport.lead}</Typography.Paragraph>
      <Space wrap>
        <Button icon={<ScanOutlined />} loading={store.pending} onClick={() => void store.recognise()}>
          {t.passport.run}
        </Button>
        {fields && canFill && <Button onClick={onFill}>{t.passport.fill}</Button>}
      </Space>
      {store.error && <Alert style={{ marginTop: 12 }} type="warning" showIcon message={store.error} />}
      {store.result && fields && (
        <div className="demo-passport">
          <Image src={store.result.scanUrl} alt={t.passport.scanAlt} width="100%" />
          <Descriptions size="small" column={1} bordered>
            {(Object.keys(t.passportFields) as (keyof typeof t.passportFields)[]).map((name) => (
              <Descriptions.Item key={name} label={t.passportFields[name]}>
                {name === 'birthdate' || name === 'passport_date' ? formatDate(fields[name]) : fields[name]}
              </Descriptions.Item>
            ))}
          </Descriptions>
        </div>
      )}
    </Card>
  );
});

/**
 * The analysts' workbench: a schema chosen from schemas/demo and schemas/steps rendered live with
 * the app's form kit, its check-suite examples loaded with one click and judged, and the passport
 * recognition tried on the sample scan.
 */
export default function DemoWorkbench() {
  const root = useStores();
  const catalogue = useMemo(() => schemaCatalogue(), []);
  const known = useMemo(() => knownSchemas(), []);
  const validator = useMemo(() => createFormValidator(known), [known]);
  const suggestions = useMemo(() => SuggestService.of(root), [root]);
  const recognition = useMemo(
    () => new PassportRecognitionStore(new PassportRecognitionSample(root.ports.clock, import.meta.env.BASE_URL)),
    [root],
  );
  const [name, setName] = useState<string | null>(catalogue[0] ? `${catalogue[0].group}/${catalogue[0].name}` : null);
  const [formData, setFormData] = useState<FormData>({});
  const [verdict, setVerdict] = useState<{ verdict: Verdict; source: string | null } | null>(null);
  const [generation, setGeneration] = useState(0);
  const formRef = useRef<CoreForm>(null);
  // While an example is being shown inline, the form's own error report must not replace its verdict.
  const showingExample = useRef(false);
  const chosen: CatalogueSchema | undefined = catalogue.find((entry) => `${entry.group}/${entry.name}` === name);

  // rjsf follows references only inside one document; the steps refer to the person and questionnaire schemas.
  const schema = useMemo(() => (chosen ? inlineSchemaRefs(chosen.schema, known) : null), [chosen, known]);
  const uiSchema = useMemo<UiSchema>(
    () => ({ ...chosen?.uiSchema, 'ui:submitButtonOptions': { submitText: t.check, props: { type: 'primary' } } }),
    [chosen],
  );

  if (!chosen || !schema) return <Empty description={t.noSchemas} />;
  const targets = passportTargets(schema, chosen.uiSchema);

  const judge = (data: unknown, expected?: Parameters<typeof verdictOf>[1], source: string | null = null): number => {
    const { errors } = validator.validateFormData(data, schema, undefined, dropConditionErrors);
    setVerdict({ verdict: verdictOf(errors, expected), source });
    return errors.length;
  };

  // A new generation remounts the form, so loaded data shows with its own errors and no stale ones.
  const load = (data: FormData) => {
    setFormData(data);
    setGeneration((value) => value + 1);
  };

  const loadExample = async (example: SchemaExample) => {
    const content = await example.load();
    const source = fillText(t.example, { name: example.name });
    const invalid = example.kind === 'invalid' && isInvalidExample(content);
    const data = (invalid ? content.data : content) as FormData;
    load(data);
    const found = judge(data, invalid ? { kind: 'invalid', path: content.expectedErrorPath } : { kind: 'valid' }, source);
    // The form shows the same errors at its fields; its one report of them is not a new verdict.
    showingExample.current = found > 0;
    window.setTimeout(() => formRef.current?.validateForm(), 0);
  };

  const fillPassport = () => {
    const fields = recognition.result?.fields;
    if (!fields) return;
    const next = { ...formData };
    for (const target of targets) {
      const names = Object.keys((schema.properties?.[target] as RJSFSchema | undefined)?.properties ?? {});
      const current = (next[target] ?? {}) as FormData;
      next[target] = { ...current, ...Object.fromEntries(Object.entries(fields).filter(([field]) => names.includes(field))) };
    }
    load(next);
  };

  return (
    <SuggestServiceContext.Provider value={suggestions}>
      <Typography.Paragraph className="demo-lead">{t.lead}</Typography.Paragraph>
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={15}>
          <Card>
            <div className="demo-picker">
              <label htmlFor="demo-schema">{t.schema}</label>
              <Select
                id="demo-schema"
                value={name}
                style={{ minWidth: 320 }}
                onChange={(value: string) => {
                  setName(value);
                  setFormData({});
                  setVerdict(null);
                  setGeneration((g) => g + 1);
                }}
                options={(['demo', 'steps'] as const)
                  .map((group) => ({
                    label: t.groups[group],
                    options: catalogue.filter((entry) => entry.group === group).map((entry) => ({ value: `${entry.group}/${entry.name}`, label: entry.title })),
                  }))
                  .filter((group) => group.options.length > 0)}
              />
              <Button
                onClick={() => {
                  load({});
                  setVerdict(null);
                }}
              >
                {t.reset}
              </Button>
            </div>
            <Form
              key={`${name}#${generation}`}
              ref={formRef as Ref<never>}
              {...formKit}
              validator={validator}
              schema={schema}
              uiSchema={uiSchema}
              formData={formData}
              showErrorList={false}
              onChange={(event: IChangeEvent<FormData>) => setFormData(event.formData ?? {})}
              onSubmit={(event: IChangeEvent<FormData>) => judge(event.formData ?? {})}
              onError={(errors: RJSFValidationError[]) => {
                if (showingExample.current) showingExample.current = false;
                else setVerdict({ verdict: verdictOf(errors), source: null });
              }}
            />
          </Card>
        </Col>
        <Col xs={24} xl={9}>
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <Card size="small" title={t.examples}>
              <ExampleButtons examples={chosen.examples} onLoad={(example) => void loadExample(example)} />
            </Card>
            {verdict && (
              <Card size="small" title={t.result}>
                <VerdictPanel verdict={verdict.verdict} source={verdict.source} />
              </Card>
            )}
            <PassportCard store={recognition} canFill={targets.length > 0} onFill={fillPassport} />
            <Collapse
              size="small"
              items={[{ key: 'data', label: t.formData, children: <pre className="demo-data">{JSON.stringify(formData, null, 2)}</pre> }]}
            />
          </Space>
        </Col>
      </Row>
    </SuggestServiceContext.Provider>
  );
}
