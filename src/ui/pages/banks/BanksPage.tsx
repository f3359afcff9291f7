import { SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Input, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { banksPageFor } from '../../../runtime/bankCatalogue/bankCatalogueFor';
import type { BankCard } from '../../../runtime/bankCatalogue/BanksPageStore';
import { useStores } from '../../app/StoresContext';
import { BankConditionsDrawer } from './BankConditionsDrawer';
import { StandingTag } from './StandingTag';
import { banksPageTexts } from './texts';
import './banks.css';

const t = banksPageTexts.banks;

function BankCardView({ card, onOpen }: { card: BankCard; onOpen: () => void }) {
  const value = (key: string) => card.conditions.find((condition) => condition.key === key)?.value ?? '';
  const closed = card.standing !== null && !card.standing.open && card.bank.type !== 'archive';
  return (
    <li className={closed ? 'bank-tile bank-tile--closed' : 'bank-tile'} data-bank={card.bank.internal_name}>
      <div className="bank-tile-head">
        <div>
          <div className="bank-tile-name">{card.bank.middle_name}</div>
          <div className="bank-tile-full">{card.bank.bank_name}</div>
        </div>
        {card.standing ? <StandingTag standing={card.standing} /> : <Spin size="small" aria-label={t.standingLoading} />}
      </div>
      <dl className="bank-tile-facts">
        <dt>{t.sum}</dt>
        <dd>{value('sum')}</dd>
        <dt>{t.term}</dt>
        <dd>{value('term')}</dd>
        <dt>{t.periods}</dt>
        <dd>{card.requirements.periods.length === 0 ? t.noPeriods : card.requirements.periods.map((period) => period.label).join(', ')}</dd>
      </dl>
      {card.standing && !card.standing.open && card.bank.type !== 'archive' && <div className="bank-standing-detail">{card.standing.detail}</div>}
      <div className="bank-tile-foot">
        <span className="muted">{t.documents(card.requirements.documents.length)}</span>
        <Button size="small" onClick={onOpen} aria-label={`${t.conditions}: ${card.bank.middle_name}`}>
          {t.conditions}
        </Button>
      </div>
    </li>
  );
}

/**
 * /{role}/banks: the banks of config/banks.json in their groups and the fixed order, filtered by name,
 * each with its conditions and the organisation's standing; a bank's conditions open beside the list.
 */
const BanksPage = observer(function BanksPage() {
  const root = useStores();
  const store = useMemo(() => banksPageFor(root), [root]);
  useEffect(() => {
    void store.load();
  }, [store]);
  const total = store.cards.length;
  return (
    <Card className="panel">
      <p className="bank-catalogue-lead">{t.lead}</p>
      <div className="bank-catalogue-toolbar">
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t.search}
          aria-label={t.search}
          value={store.query}
          onChange={(event) => store.setQuery(event.target.value)}
        />
        <span className="muted" aria-live="polite">
          {t.found(store.foundCount, total)} · <Link to={root.routes.path('Requirements')}>{t.compare}</Link>
        </span>
      </div>
      {store.closedCount > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={t.closedAlert(store.closedCount)}
          action={
            <Link to={root.routes.path('ProfileDocuments')}>
              <Button size="small">{t.toProfileDocuments}</Button>
            </Link>
          }
        />
      )}
      {store.groups.length === 0 && <Empty description={t.nothingFound} />}
      {store.groups.map((group) => (
        <section key={group.type} className="bank-group" aria-label={group.label}>
          <h2 className="bank-group-title">
            {group.label} <span className="muted">({group.items.length})</span>
          </h2>
          <ul className="bank-tiles">
            {group.items.map((card) => (
              <BankCardView key={card.bank.uuid} card={card} onOpen={() => store.open(card.bank.uuid)} />
            ))}
          </ul>
        </section>
      ))}
      <BankConditionsDrawer store={store} />
    </Card>
  );
});

export default BanksPage;
