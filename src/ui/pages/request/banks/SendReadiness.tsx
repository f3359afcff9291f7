import { Alert, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import type { SubRequestWire } from '../../../../domain/wire/banksWire';
import type { BanksStore } from '../../../../runtime/banks/BanksStore';
import { readinessUiTexts as t } from './readinessTexts';

/** Why a bank cannot be sent to yet: each reason in words, linked to its step and field. */
export const NotReadyReasons = observer(function NotReadyReasons({ store, sub }: { store: BanksStore; sub: SubRequestWire }) {
  const reasons = store.notReadyReasons(sub);
  if (reasons.length === 0) return null;
  return (
    <div className="bank-not-ready">
      <Typography.Text type="warning" strong>
        {t.notReady}
      </Typography.Text>
      <ul aria-label={`${t.notReady} ${sub.middle_name || sub.bank_name}`}>
        {reasons.map((reason) => (
          <li key={`${reason.step}${reason.path}${reason.text}`}>
            <Link to={store.reasonPath(reason)}>{reason.field ? `${reason.step_title}: ${reason.field}` : reason.step_title}</Link>
            {` — ${reason.text}`}
          </li>
        ))}
      </ul>
    </div>
  );
});

/** The result of «Проверить параметры», bank by bank: what was checked, what passed, what failed and why. */
export const PrescoreResult = observer(function PrescoreResult({ store }: { store: BanksStore }) {
  const result = store.prescoreResult;
  if (!result || result.length === 0) return null;
  const passed = result.filter((item) => item.passed === true).length;
  const failed = result.filter((item) => item.passed === false).length;
  return (
    <Alert
      className="banks-prescore-result"
      type={failed > 0 || passed < result.length ? 'warning' : 'success'}
      showIcon
      closable
      onClose={() => store.hidePrescoreResult()}
      message={`${t.prescoreTitle}. ${t.summary(passed, failed)}`}
      description={
        <div role="status">
          <Typography.Paragraph type="secondary">{t.prescoreLead}</Typography.Paragraph>
          <ul className="banks-prescore-list">
            {result.map((item) => (
              <li key={item.uuid}>
                <Typography.Text strong>{item.bank}</Typography.Text>{' '}
                <Tag color={item.passed === true ? 'green' : item.passed === false ? 'red' : 'default'}>
                  {item.passed === true ? t.passed : item.passed === false ? t.failed : t.notChecked}
                </Tag>
                <div className="banks-prescore-checks">{`${t.checked}: ${item.checks.length > 0 ? item.checks.join('; ') : t.nothingChecked}`}</div>
                {item.passed === null && <div className="banks-prescore-checks">{t.notCheckedWhy}</div>}
                {item.reasons.length > 0 && (
                  <ul>
                    {item.reasons.map((reason) => (
                      <li key={reason}>{reason}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </div>
      }
    />
  );
});
