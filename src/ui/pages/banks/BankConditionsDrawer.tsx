import { Alert, Drawer } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import type { BanksPageStore } from '../../../runtime/bankCatalogue/BanksPageStore';
import { useStores } from '../../app/StoresContext';
import { useIsMobile } from '../../app/useIsMobile';
import { banksPageTexts } from './texts';

const t = banksPageTexts.banks;

/** A bank's conditions, requirements and the organisation's standing with it, beside the list. */
export const BankConditionsDrawer = observer(function BankConditionsDrawer({ store }: { store: BanksPageStore }) {
  const { routes } = useStores();
  const mobile = useIsMobile();
  const card = store.openCard;
  const standingType = card?.standing && (card.standing.open ? (card.standing.kind === 'accessionDue' ? 'warning' : 'success') : card.standing.kind === 'archive' ? 'info' : 'error');
  return (
    <Drawer open={card !== null} onClose={store.close} title={card?.bank.bank_name} width={mobile ? '100%' : 560} className="bank-drawer" destroyOnHidden>
      {card && (
        <>
          <p className="muted" style={{ marginTop: 0 }}>
            {card.bank.full_name}
            <br />
            {t.requisites(card.bank.inn, card.bank.bik)}
          </p>
          {card.standing && standingType && (
            <Alert
              type={standingType}
              showIcon
              message={`${t.drawerStanding}: ${card.standing.label}`}
              description={
                <>
                  {card.standing.detail}
                  {(card.standing.kind === 'agreementDue' || card.standing.kind === 'closed' || card.standing.kind === 'accessionDue') && (
                    <>
                      {' '}
                      <Link to={routes.path('ProfileDocuments')}>{t.toProfileDocuments}</Link>
                    </>
                  )}
                </>
              }
            />
          )}
          <h3>{t.drawerConditions}</h3>
          <dl>
            {card.conditions.map((condition) => (
              <div key={condition.key} style={{ display: 'contents' }}>
                <dt>{condition.label}</dt>
                <dd data-condition={condition.key}>{condition.value}</dd>
              </div>
            ))}
          </dl>
          <h3>{t.drawerDocuments}</h3>
          <ol>
            {card.requirements.documents.map((document) => (
              <li key={document.type}>{document.name}</li>
            ))}
          </ol>
          <h3>{t.drawerPeriods}</h3>
          {card.requirements.periods.length === 0 ? <p>{t.noPeriods}</p> : <p>{card.requirements.periods.map((period) => period.label).join(', ')}</p>}
          {card.requirements.stopFactors.length > 0 && (
            <>
              <h3>{t.drawerStopFactors}</h3>
              <ul>
                {card.requirements.stopFactors.map((factor) => (
                  <li key={factor.key}>{factor.reason}</li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </Drawer>
  );
});
