import { Button, Descriptions, Empty, Skeleton, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { banksConfig, bankGroupLabels } from '../../../domain/banks';
import { guaranteeTypeLabel, lawLabel } from '../../../domain/prescoring/texts';
import { fillTemplate } from '../../../domain/fillTemplate';
import { StatusTag } from '../../pages/request/banks/BankCard';
import { BankDocumentsBlock } from '../../pages/request/banks/BankDocumentsBlock';
import { DemandBlock } from '../../pages/request/banks/DemandBlock';
import { useBanksOf } from '../../pages/request/banks/BanksPanel';
import { money } from '../../pages/request/banks/format';
import { banksUiTexts } from '../../pages/request/banks/texts';
import { SidePanel } from '../SidePanel';
import { sidebarUiTexts } from '../texts';
import type { SidebarViewProps } from '../viewTypes';

const t = sidebarUiTexts.bank;

/**
 * The bank itself, as far as this request is concerned: its names and group, its terms for the request
 * (commission, sum, term of the offer or of the request), its status in the request with the demand it
 * waits to have answered and the documents it issued, and what the bank
 * asks of requests (sum range, laws, guarantee types, company age) and does (paper delivery, claims).
 */
export const Bank = observer(function Bank({ params, nav }: SidebarViewProps) {
  const requestId = Number(params.requestNumber);
  const bankUuid = params.bankUuid ?? '';
  const banks = useBanksOf(requestId);
  const settings = banksConfig.banks.find((bank) => bank.uuid === bankUuid);
  const item = banks.catalogue.find((bank) => bank.bank_uuid === bankUuid);
  const sub = banks.subrequests.find((one) => one.bank_uuid === bankUuid);
  const name = settings?.middle_name || item?.middle_name || sub?.middle_name || '';
  if (!settings && !item && banks.loaded) {
    return (
      <SidePanel view="Bank">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.notFound} />
      </SidePanel>
    );
  }
  const limits = settings?.prescoring;
  return (
    <SidePanel view="Bank">
      <Typography.Title level={4}>{name || <Skeleton.Input active size="small" />}</Typography.Title>
      <Descriptions size="small" column={1}>
        {settings?.bank_name && <Descriptions.Item label={t.fullName}>{settings.bank_name}</Descriptions.Item>}
        {settings && <Descriptions.Item label={t.group}>{bankGroupLabels[settings.type]}</Descriptions.Item>}
        {sub && (
          <Descriptions.Item label={t.statusHere}>
            <StatusTag sub={sub} />
          </Descriptions.Item>
        )}
      </Descriptions>
      {sub?.demand && <DemandBlock demand={sub.demand} onOpenChat={() => nav.open('BankChat', { requestNumber: String(requestId), bankUuid })} />}
      {(sub?.bank_documents?.length ?? 0) > 0 && <BankDocumentsBlock documents={sub?.bank_documents ?? []} />}
      <Typography.Title level={5}>{t.terms}</Typography.Title>
      {!banks.loaded ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : item && (item.commission !== null || item.sum !== null || item.duration !== null) ? (
        <Descriptions size="small" column={1}>
          <Descriptions.Item label={banksUiTexts.card.commission}>{money(item.commission)}</Descriptions.Item>
          <Descriptions.Item label={banksUiTexts.card.sum}>{money(item.sum)}</Descriptions.Item>
          <Descriptions.Item label={banksUiTexts.card.duration}>{item.duration === null ? '—' : `${item.duration} ${banksUiTexts.card.days}`}</Descriptions.Item>
        </Descriptions>
      ) : (
        <Typography.Paragraph type="secondary">{t.noTerms}</Typography.Paragraph>
      )}
      {limits && (
        <>
          <Typography.Title level={5}>{t.limits}</Typography.Title>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t.sumRange}>{`${t.from} ${money(limits.min_sum)} ${t.to} ${money(limits.max_sum)}`}</Descriptions.Item>
            <Descriptions.Item label={t.laws}>
              {limits.laws.map((law) => lawLabel(law)).join(', ') || '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t.types}>{limits.guarantee_types.map((type) => guaranteeTypeLabel(type)).join('; ') || '—'}</Descriptions.Item>
            {limits.min_company_age_months > 0 && (
              <Descriptions.Item label={t.companyAge}>{`${limits.min_company_age_months} ${t.months}`}</Descriptions.Item>
            )}
            <Descriptions.Item label={t.paperDelivery}>{settings.delivery.enabled ? t.deliveryYes : t.deliveryNo}</Descriptions.Item>
            <Descriptions.Item label={t.claims}>{settings.claim_allowed ? t.claimsYes : t.claimsNo}</Descriptions.Item>
          </Descriptions>
        </>
      )}
      <Space wrap size="small" className="side-actions">
        <Button size="small" type="primary" onClick={() => nav.open('BankDetails', { bankUuid })}>
          {fillTemplate(sidebarUiTexts.titles.bankDetails, { n: requestId })}
        </Button>
        <Button size="small" onClick={() => nav.open('BankChat', { bankUuid })}>
          {t.chat}
        </Button>
      </Space>
    </SidePanel>
  );
});
