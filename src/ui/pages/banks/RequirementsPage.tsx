import { CheckOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Input, Switch, Tooltip } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { requirementsFor } from '../../../runtime/bankCatalogue/bankCatalogueFor';
import type { RequirementsItem, RequirementsStore } from '../../../runtime/bankCatalogue/RequirementsStore';
import { useStores } from '../../app/StoresContext';
import { ComparisonTable } from './ComparisonTable';
import { banksPageTexts } from './texts';
import './banks.css';

const t = banksPageTexts.requirements;

const RequirementsItemView = observer(function RequirementsItemView({ item, store }: { item: RequirementsItem; store: RequirementsStore }) {
  const picked = store.isPicked(item.bank.uuid);
  const { documents, periods, stopFactors } = item.requirements;
  const button = (
    <Button
      size="small"
      type={picked ? 'primary' : 'default'}
      icon={picked ? <CheckOutlined /> : <PlusOutlined />}
      disabled={!picked && !store.canPickMore}
      aria-pressed={picked}
      aria-label={`${picked ? t.picked : t.pick}: ${item.bank.middle_name}`}
      onClick={() => store.toggle(item.bank.uuid)}
    >
      {picked ? t.picked : t.pick}
    </Button>
  );
  return (
    <li className={picked ? 'requirements-item requirements-item--picked' : 'requirements-item'} data-bank={item.bank.internal_name}>
      <div className="requirements-item-head">
        <span className="requirements-item-name">
          {item.bank.middle_name} <span className="muted">{item.bank.bank_name}</span>
        </span>
        {!picked && !store.canPickMore ? <Tooltip title={t.pickLimit}>{button}</Tooltip> : button}
      </div>
      <div className="requirements-columns">
        <div>
          <h4>{t.documents}</h4>
          {documents.length === 0 ? (
            <span className="muted">{t.noDocuments}</span>
          ) : (
            <ul>
              {documents.map((document) => (
                <li key={document.type}>{document.name}</li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h4>{t.periods}</h4>
          {periods.length === 0 ? <span className="muted">{banksPageTexts.banks.noPeriods}</span> : periods.map((period) => <div key={period.period}>{period.label}</div>)}
        </div>
        <div>
          <h4>{t.stopFactors}</h4>
          <ul>
            {stopFactors.map((factor) => (
              <li key={factor.key}>{factor.reason}</li>
            ))}
          </ul>
        </div>
      </div>
    </li>
  );
});

/**
 * /{role}/requirements (public): what each bank requires, searchable, and 2–4 banks side by side.
 * Everything comes from config/banks.json in the page's bundle: no call, no login.
 */
const RequirementsPage = observer(function RequirementsPage() {
  const root = useStores();
  const store = useMemo(() => requirementsFor(root), [root]);
  const found = store.found;
  return (
    <>
      {store.picked.length > 0 && (
        <Card id="bank-comparison" className="panel requirements-compare" title={t.compareTitle} extra={<Button onClick={store.clearPicked}>{t.clear}</Button>}>
          {store.comparison === null ? (
            <p className="muted">{t.compareHint(store.picked.length)}</p>
          ) : (
            <>
              <div className="requirements-compare-head">
                <label>
                  <Switch size="small" checked={store.onlyDiffering} onChange={store.setOnlyDiffering} /> {t.onlyDiffering}
                </label>
              </div>
              <ComparisonTable store={store} />
            </>
          )}
        </Card>
      )}
      <Card className="panel">
        <p className="bank-catalogue-lead">{t.lead}</p>
        <div className="bank-catalogue-toolbar">
          <Input allowClear prefix={<SearchOutlined />} placeholder={t.search} aria-label={t.search} value={store.query} onChange={(event) => store.setQuery(event.target.value)} />
          <span className="muted" aria-live="polite">
            {t.count(found.length, store.all.length)}
            {store.picked.length === 0 && ` · ${t.compareHint(0)}`}
          </span>
        </div>
        {found.length === 0 ? (
          <Empty description={t.nothingFound} />
        ) : (
          <ul className="requirements-list">
            {found.map((item) => (
              <RequirementsItemView key={item.bank.uuid} item={item} store={store} />
            ))}
          </ul>
        )}
        {store.picked.length > 0 && (
          <div className="requirements-dock" role="status">
            <span>
              {t.picked}: {store.pickedBanks.map((bank) => bank.middle_name).join(', ')}
            </span>
            <Button type="primary" disabled={store.comparison === null} onClick={() => document.getElementById('bank-comparison')?.scrollIntoView({ behavior: 'smooth', block: 'start' })}>
              {t.toComparison}
            </Button>
          </div>
        )}
      </Card>
    </>
  );
});

export default RequirementsPage;
