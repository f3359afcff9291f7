import type CoreForm from '@rjsf/core';
import { Alert, Button, Card, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { compareStructural, computed } from 'mobx';
import { useCallback, useEffect, useMemo, useRef, type Ref, type RefObject } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ERROR_STEP, type RequestFormStore } from '../../../runtime/requestForm/RequestFormStore';
import { requestFormFor } from '../../../runtime/requestForm/requestFormFor';
import { requestFormTexts } from '../../../runtime/requestForm/texts';
import { useStores } from '../../app/StoresContext';
import { BirthCountryHint } from './BirthCountryHint';
import { DocumentsStep } from './DocumentsStep';
import { FinanceGrid } from './FinanceGrid';
import { FinanceImport } from './FinanceImport';
import { JointCustomers } from './JointCustomers';
import { PreviewStep } from './PreviewStep';
import { RequestErrorStep } from './RequestErrorStep';
import { StepForm } from './StepForm';
import { stepSections } from './stepSections';
import { StepSidebar } from './StepSidebar';
import { requestTexts } from './texts';
import './request.css';

const t = requestTexts.form;

/** The step's data for one section: only its fields and the context, equal while they are equal. */
function sectionData(form: RequestFormStore, name: string, fields: readonly string[]) {
  return computed(
    () => {
      const payload = form.payloadOf(name);
      return Object.fromEntries([...fields, 'context'].filter((field) => field in payload).map((field) => [field, payload[field]]));
    },
    { equals: compareStructural },
  );
}

/** One section of a big step as its own form: it renders again only when its own fields change. */
const SectionForm = observer(function SectionForm({
  form,
  name,
  schemaName,
  section,
  formRef,
  hidden,
}: {
  form: RequestFormStore;
  name: string;
  schemaName: string;
  section: { title: string; fields: readonly string[] };
  formRef: Ref<CoreForm>;
  hidden: string;
}) {
  const data = useMemo(() => sectionData(form, name, section.fields), [form, name, section]);
  const onChange = useCallback(
    (changed: Record<string, unknown>) => {
      // The other sections' fields as the form shows them, prefilled ones included (dataOf, not data).
      const rest = Object.fromEntries(Object.entries(form.dataOf(name)).filter(([field]) => !section.fields.includes(field)));
      form.edit(name, { ...rest, ...Object.fromEntries(section.fields.map((field) => [field, changed[field]])) }, { typing: true });
    },
    [form, name, section],
  );
  return (
    <StepForm schemaName={schemaName} section={section} formData={data.get()} onChange={onChange} disabled={form.readonly} formRef={formRef} hidden={hidden} />
  );
});

/** A step of one form: it alone follows the step's data, so that the page around it does not render on each key. */
const WholeStepForm = observer(function WholeStepForm({ form, name, schemaName, formRef, hidden }: {
  form: RequestFormStore;
  name: string;
  schemaName: string;
  formRef: Ref<CoreForm>;
  hidden: string;
}) {
  const saved = form.data[name];
  const context = form.context;
  // The payload changes only when this step's data or the request's facts change.
  const formData = useMemo(() => form.payloadOf(name), [form, name, saved, context]);
  const onChange = useCallback((data: Record<string, unknown>) => form.edit(name, data, { typing: true }), [form, name]);
  return <StepForm schemaName={schemaName} formData={formData} onChange={onChange} disabled={form.readonly} formRef={formRef} hidden={hidden} />;
});

/** One step rendered from its schema and uiSchema (in sections when it is big); finance has the statements import above. */
const GenericStep = observer(function GenericStep({ form, name, formRefs }: { form: RequestFormStore; name: string; formRefs: RefObject<(CoreForm | null)[]> }) {
  const step = form.currentStep;
  const context = form.context;
  // One ref callback per section for the page's life: a new one each render would render every section again.
  const refCallbacks = useMemo(() => new Map<number, (instance: CoreForm | null) => void>(), []);
  const refAt = useCallback((index: number) => {
    let callback = refCallbacks.get(index);
    if (!callback) {
      callback = (instance: CoreForm | null) => {
        formRefs.current[index] = instance;
      };
      refCallbacks.set(index, callback);
    }
    return callback;
  }, [refCallbacks, formRefs]);
  if (!step) return null;
  // Joint customers have their own panel (JointCustomers), not the schema's generic list.
  const hidden = 'customers';
  const addons = (
    <>
      {(name === 'guaranty-detail-info' || name === 'detail-contacts') && context.is_joint && <JointCustomers form={form} />}
      {name === 'information-head' && form.isIp && <BirthCountryHint form={form} />}
    </>
  );
  const sections = stepSections[step.schema];
  if (sections) {
    return (
      <>
        {sections.map((section, index) => (
          <SectionForm key={section.title} form={form} name={name} schemaName={step.schema} section={section} formRef={refAt(index)} hidden={hidden} />
        ))}
        {addons}
      </>
    );
  }
  if (name === 'finance') {
    return (
      <>
        <FinanceImport form={form} />
        <FinanceGrid form={form} />
      </>
    );
  }
  return (
    <>
      <WholeStepForm form={form} name={name} schemaName={step.schema} formRef={refAt(0)} hidden={hidden} />
      {addons}
    </>
  );
});

const StepActions = observer(function StepActions({ form, onNext }: { form: RequestFormStore; onNext(): void }) {
  if (form.currentStep?.final === true) return null;
  return (
    <div className="request-actions">
      <Button onClick={() => form.back()} disabled={!form.canGoBack}>
        {t.back}
      </Button>
      <span className="request-actions-spacer" />
      <Button onClick={() => form.current && void form.save(form.current)} loading={form.saving} disabled={form.readonly}>
        {t.save}
      </Button>
      <Button type="primary" onClick={onNext} loading={form.saving}>
        {t.next}
      </Button>
    </div>
  );
});

/**
 * Opens the field a link names (`?field=/persons/0/address`, a JSON pointer in the step's data, as the
 * banks' not-ready reasons give it): once the step is drawn, the field (or the first field inside it) is
 * scrolled to the middle of the screen and focused.
 */
function useFieldFromLink(current: string | null): void {
  const [params] = useSearchParams();
  const pointer = params.get('field');
  useEffect(() => {
    if (current === null || !pointer) return;
    const id = `root${pointer.replace(/\//g, '_')}`;
    const timer = window.setTimeout(() => {
      const target = document.getElementById(id) ?? document.querySelector<HTMLElement>(`[id^="${CSS.escape(id)}_"]`);
      if (!target) return;
      target.scrollIntoView({ block: 'center' });
      const focusable = target.matches('input, textarea, select, button') ? target : target.querySelector<HTMLElement>('input, textarea, button');
      focusable?.focus({ preventScroll: true });
    }, 300);
    return () => window.clearTimeout(timer);
  }, [current, pointer]);
}

/**
 * A step of the request form (/{role}/request/{id}/{step}): the step sidebar with progress per block,
 * the step itself (any step from its schema; documents, preview and the error step their own way),
 * and «Назад», «Сохранить», «Далее».
 */
const RequestStepPage = observer(function RequestStepPage() {
  const root = useStores();
  const { id = '', step = '' } = useParams();
  const form = useMemo(() => requestFormFor(root, Number(id)), [root, id]);
  const formRefs = useRef<(CoreForm | null)[]>([]);

  // A step opens at its top, whatever the page was scrolled to on the step before («Далее» sits at the bottom).
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [id, step]);

  useEffect(() => {
    if (step === ERROR_STEP) {
      form.enter(step);
      return;
    }
    if (form.loaded) form.enter(step);
    else void form.load().then((loaded) => loaded && form.enter(step));
  }, [form, step]);

  useFieldFromLink(form.loaded && form.current !== null ? form.current : null);

  if (step === ERROR_STEP) return <RequestErrorStep />;
  if (form.loadError) return <Alert type="error" showIcon message={form.loadError} />;
  if (!form.loaded || !form.current) return <Spin size="large" className="page-spinner" tip={t.loading} />;

  const name = form.current;
  const next = () => {
    for (const section of formRefs.current) section?.validateForm();
    void form.next();
  };

  return (
    <div className="request-layout">
      <StepSidebar form={form} />
      <Card className="panel request-card">
        {form.readonly && <Alert type="info" showIcon message={t.readonly} style={{ marginBottom: 16 }} />}
        {name === 'preview' ? (
          <PreviewStep form={form} />
        ) : name === 'documents' ? (
          <DocumentsStep form={form} />
        ) : (
          <GenericStep key={name} form={form} name={name} formRefs={formRefs} />
        )}
        {form.warningsOf(name).length > 0 && (
          <Alert
            type="warning"
            showIcon
            className="request-warnings"
            style={{ marginTop: 16 }}
            message={t.warningsTitle}
            description={
              <ul className="request-list">
                {form.warningsOf(name).map((warning) => (
                  <li key={warning.rule}>{warning.message}</li>
                ))}
              </ul>
            }
          />
        )}
        {form.shownErrors.length > 0 && (
          <Alert
            type="error"
            showIcon
            style={{ marginTop: 16 }}
            message={form.notice?.text}
            description={
              <ul className="request-list">
                {form.shownErrors.map((error) => (
                  <li key={error.path}>{error.message}</li>
                ))}
              </ul>
            }
          />
        )}
        {/* «Fix the errors» heads the list of errors; once they are fixed it has nothing left to say. */}
        {form.notice && form.shownErrors.length === 0 && form.notice.text !== requestFormTexts.stepInvalid && (
          <Alert type={form.notice.type} showIcon message={form.notice.text} style={{ marginTop: 16 }} />
        )}
        <div style={{ marginTop: 16 }}>
          <StepActions form={form} onNext={next} />
        </div>
      </Card>
    </div>
  );
});

export default RequestStepPage;
