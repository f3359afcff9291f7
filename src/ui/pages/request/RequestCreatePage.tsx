import type CoreForm from '@rjsf/core';
import { ErrorSchemaBuilder, type ErrorSchema } from '@rjsf/utils';
import { Alert, Button, Card, Checkbox, Descriptions, Select, Space, Spin, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../domain/format/formatMoney';
import { createRequestFor } from '../../../runtime/requestForm/requestFormFor';
import type { CreateRequestStore } from '../../../runtime/requestForm/CreateRequestStore';
import { useStores } from '../../app/StoresContext';
import { StepForm } from './StepForm';
import { fill, requestTexts } from './texts';
import './request.css';
import { GuardedAction } from '../../components/GuardedAction';
import { isOwnCompany } from '../../../domain/profile/isOwnCompany';
import { profileTexts } from '../profile/profileTexts';

const t = requestTexts.create;
type Data = Record<string, unknown>;

const CompanyNotes = observer(function CompanyNotes({ store }: { store: CreateRequestStore }) {
  const { session, routes } = useStores();
  const factors = store.checks?.stop_factors ?? [];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {store.checkWarning && <Alert type="warning" showIcon message={store.checkWarning} />}
      {factors.length > 0 && (
        <Alert
          type="warning"
          showIcon
          message={t.stopFactors}
          description={
            <ul className="request-list">
              {factors.map((factor) => (
                <li key={factor.key}>{factor.reason}</li>
              ))}
            </ul>
          }
        />
      )}
      {store.checks?.kpp_changed === true && (
        <Alert
          type="info"
          showIcon
          message={t.kppChanged}
          description={
            // The company checked is the user's own organisation (a client applying for itself): its KPP
            // is kept in the profile, where POST /v1/organization/write/update/kpp_or_ogrn changes it.
            isOwnCompany(store.company.inn, session.user?.organization?.inn) ? <Link to={`${routes.path('Profile')}#organization`}>{profileTexts.kppNotice}</Link> : undefined
          }
        />
      )}
    </Space>
  );
});

/**
 * The company's request for the same purchase, when there is one. It is shown under the purchase it is
 * about, after every field: it arrives with the lookup, and above the fields it pushed the guarantee's
 * fields down under the pointer while a list of them was open.
 */
const ExistingRequestNote = observer(function ExistingRequestNote({ store }: { store: CreateRequestStore }) {
  const { routes } = useStores();
  const existing = store.existing;
  if (!existing?.request) return null;
  return (
    <Alert
      className="request-existing"
      type="info"
      showIcon
      message={t.existsTitle}
      description={
        <Space direction="vertical">
          {existing.message && <span>{existing.message}</span>}
          <Link to={routes.path('RequestForm', { id: String(existing.request.id) })}>{fill(t.openExisting, { id: existing.request.id })}</Link>
        </Space>
      }
    />
  );
});

const TenderCard = observer(function TenderCard({ store }: { store: CreateRequestStore }) {
  if (store.tenderLoading) return <Spin tip={t.tenderLoading} />;
  if (store.tenderError) return <Alert type="error" showIcon message={store.tenderError} />;
  const tender = store.tender;
  if (!tender) return null;
  const lots = store.lots;
  return (
    <Card size="small" title={t.tenderTitle} className="request-tender">
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t.customer}>{String(tender.customer_name ?? '—')}</Descriptions.Item>
        <Descriptions.Item label={t.law}>{tender.fz ? `${tender.fz}-ФЗ` : '—'}</Descriptions.Item>
        <Descriptions.Item label={t.maxPrice}>{typeof tender.max_price === 'number' ? formatMoney(tender.max_price, '₽') : '—'}</Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph>{String(tender.order_name ?? '')}</Typography.Paragraph>
      {lots.length > 1 && (
        <Space>
          <span>{t.lot}</span>
          <Select
            aria-label={t.lot}
            style={{ minWidth: 360 }}
            value={typeof store.guarantee.tender_lot_number === 'number' ? store.guarantee.tender_lot_number : 1}
            options={lots.map((lot) => ({ value: lot.lot_number, label: fill(t.lotOption, { n: lot.lot_number, name: lot.order_name }) }))}
            onChange={(value: number) => store.chooseLot(value)}
          />
        </Space>
      )}
    </Card>
  );
});

/**
 * New request (/{role}/request/create, spec-1 §2): the company chosen by search, checked at once; the
 * purchase by registry number looked up in EIS, or «Нет реестрового номера» for a commercial one; the
 * guarantee type. Creating opens the request form in place of this page.
 */
const RequestCreatePage = observer(function RequestCreatePage() {
  const root = useStores();
  const store = useMemo(() => createRequestFor(root), [root]);
  const companyRef = useRef<CoreForm>(null);
  const guaranteeRef = useRef<CoreForm>(null);
  const setCompany = useCallback((data: Data) => store.setCompany(data), [store]);
  const setGuarantee = useCallback((data: Data) => store.setGuarantee(data), [store]);
  const noNumber = store.guarantee.has_registry_number === false;
  const numberError = store.tenderNumberError;
  const numberErrors = useMemo<ErrorSchema | undefined>(() => (numberError ? new ErrorSchemaBuilder().addErrors(numberError, 'tender_number').ErrorSchema : undefined), [numberError]);
  const blurred = useCallback((id: string) => id.endsWith('_tender_number') && store.touchTenderNumber(), [store]);

  const create = () => {
    companyRef.current?.validateForm();
    guaranteeRef.current?.validateForm();
    void store.create();
  };

  return (
    <div className="request-create">
      <Typography.Paragraph className="request-lead">{t.lead}</Typography.Paragraph>
      <Card className="panel request-card">
        <StepForm schemaName="company-information" formData={store.company} onChange={setCompany} formRef={companyRef} />
        <CompanyNotes store={store} />
      </Card>
      <Card className="panel request-card">
        <StepForm
          schemaName="guarantee-information"
          formData={store.guarantee}
          onChange={setGuarantee}
          formRef={guaranteeRef}
          extraErrors={numberErrors}
          onBlur={blurred}
          hidden={noNumber ? 'has_registry_number,tender_number,tender_lot_number' : 'has_registry_number'}
        />
        {/* Below the form, under the registry number it replaces: above it, it stood over the section's title. */}
        <Checkbox
          className="request-no-number"
          checked={noNumber}
          onChange={(event) => store.setGuarantee({ ...store.guarantee, has_registry_number: !event.target.checked })}
        >
          {t.noRegistryNumber}
        </Checkbox>
        {noNumber && <Typography.Paragraph type="secondary">{t.noRegistryNumberHint}</Typography.Paragraph>}
        <TenderCard store={store} />
        <ExistingRequestNote store={store} />
      </Card>
      {(store.shownErrors.company.length > 0 || store.shownErrors.guarantee.length > 0) && (
        <Alert type="error" showIcon message={t.fixErrors} description={[...store.shownErrors.company, ...store.shownErrors.guarantee].map((error) => error.message).join(' · ')} />
      )}
      {store.createError && <Alert type="error" showIcon message={store.createError} />}
      <div className="request-actions">
        <GuardedAction action="POST /v1/bgrequest/write">
          {(refused) => (
            <Button type="primary" size="large" disabled={refused} loading={store.creating} onClick={create}>
              {t.submit}
            </Button>
          )}
        </GuardedAction>
      </div>
    </div>
  );
});

export default RequestCreatePage;
