import { Button, Select, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { bankDemands } from '../../../domain/bankDemands';
import type { RequestFormStore } from '../../../runtime/requestForm/RequestFormStore';
import { bankChoiceTexts as t } from './bankChoiceTexts';

/** Documents named in the side column; the rest are counted (all of them are in the line's tooltip). */
const shownDocuments = 3;
const sameSet = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((item) => b.includes(item));
const withBanks = (text: string, banks: readonly string[]): string => `${text} (${banks.join(', ')})`;

/**
 * The request's one bank choice, in the form's side column on every step: the banks to send to (saved
 * with the draft) and, as soon as they are picked, what they will require — documents, finance periods,
 * the indirect participant, the customer's contacts. Hidden once the request was sent: the banks panel
 * then shows the banks' statuses and offers.
 */
export const BankChoice = observer(function BankChoice({ form }: { form: RequestFormStore }) {
  const saved = form.root?.selected_banks ?? form.root?.fko_uuids ?? [];
  const [picked, setPicked] = useState<string[] | null>(null);
  const value = picked ?? [...saved];
  const changed = picked !== null && !sameSet(picked, saved);
  const choices = form.bankChoices;
  // Periods are named by the reporting date they stand for today, as the finance step names them.
  const reportingLabels = new Map(form.reportingPeriods.map((entry) => [entry.period, entry.label] as const));
  const demands = bankDemands(choices.filter((bank) => value.includes(bank.uuid)));
  const platform = choices.filter((bank) => bank.type === 'platform');
  const options = (['platform', 'partner'] as const).map((type) => ({
    label: t[type],
    options: choices.filter((bank) => bank.type === type).map((bank) => ({ value: bank.uuid, label: bank.middle_name })),
  }));
  const save = async () => {
    if (await form.chooseBanks(value)) setPicked(null);
  };
  return (
    <section className="request-bank-choice" aria-label={t.title}>
      <Typography.Text strong>{t.title}</Typography.Text>
      <Typography.Paragraph type="secondary" className="request-bank-choice-hint">
        {t.hint}
      </Typography.Paragraph>
      <Select
        mode="multiple"
        allowClear
        className="request-bank-select"
        aria-label={t.title}
        placeholder={t.placeholder}
        value={value}
        disabled={form.readonly}
        options={options}
        optionFilterProp="label"
        maxTagCount="responsive"
        onChange={(next: string[]) => setPicked(next)}
      />
      <Space wrap size="small" className="request-bank-choice-actions">
        <Button size="small" disabled={form.readonly} onClick={() => setPicked(platform.map((bank) => bank.uuid))}>
          {t.presetPlatform}
        </Button>
        {changed && (
          <Button size="small" type="primary" loading={form.saving} disabled={form.readonly || value.length === 0} onClick={() => void save()}>
            {t.save}
          </Button>
        )}
      </Space>
      {changed && <Typography.Text type="warning">{t.unsaved}</Typography.Text>}
      <div className="request-bank-demands" aria-live="polite">
        {value.length === 0 ? (
          <Typography.Text type="secondary">{t.requireNothing}</Typography.Text>
        ) : (
          <>
            <Typography.Text>{t.requireTitle}</Typography.Text>
            <ul>
              <li title={demands.documents.map((document) => document.docName).join('\n')}>
                {`${t.documents(demands.documents.length)}: ${demands.documents
                  .slice(0, shownDocuments)
                  .map((document) => document.docName)
                  .join('; ')}${demands.documents.length > shownDocuments ? ` ${t.more(demands.documents.length - shownDocuments)}` : ''}`}
              </li>
              <li>
                {demands.periods.length === 0
                  ? t.noPeriods
                  : `${t.periods} ${demands.periods.map((period) => withBanks(reportingLabels.get(period.period) ?? period.period, period.banks)).join('; ')}`}
              </li>
              {demands.indirectFounders.length > 0 && <li>{withBanks(t.indirect, demands.indirectFounders)}</li>}
              {demands.customerContacts.length > 0 && <li>{withBanks(t.contacts, demands.customerContacts)}</li>}
            </ul>
          </>
        )}
      </div>
    </section>
  );
});
