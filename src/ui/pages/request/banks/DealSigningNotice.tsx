import { Alert, Button, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import type { SubRequestWire } from '../../../../domain/wire/banksWire';
import type { SigningNeedWire } from '../../../../domain/wire/signingWire';
import type { BanksStore } from '../../../../runtime/banks/BanksStore';
import { GuardedAction } from '../../../components/GuardedAction';
import { banksUiTexts } from './texts';

const t = banksUiTexts.signing;

const hints = {
  offer: { agent: t.offerAgent, client: t.offerClient },
  claim: { agent: t.claimAgent, client: t.claimClient },
  additional: { agent: t.additionalAgent, client: t.additionalClient },
} as const;

/** The server call that makes the link of each signing, as config/permissions.json guards it. */
const linkCalls = {
  offer: 'POST /v2/bgrequest/write/sign-link/offer/:id',
  claim: 'POST /v2/bgrequest/write/sign-link/claim/:id',
  additional: 'POST /v2/bgrequest/write/sign-link/additional/:id',
} as const;

/**
 * What waits for the client's signature on a bank's card — the accepted offer, a claim's changes, the
 * bank's documents — as the banks panel tells of the application's signature: «Подписать» opens the
 * Signing view of those documents; the agent's «Ссылка на подписание» copies a link for the client.
 */
export const DealSigningNotice = observer(function DealSigningNotice({ store, sub, need, onSign }: { store: BanksStore; sub: SubRequestWire; need: SigningNeedWire; onSign(): void }) {
  const agent = store.viewer === 'agent';
  const key = store.dealSignKey(sub, need);
  const link = store.dealSignLinks[key];
  return (
    <Alert
      type="warning"
      showIcon
      className="bank-signing"
      data-testid="deal-signing"
      data-purpose={need.purpose}
      message={t.titles[need.purpose]}
      // The buttons go under the text: the card is narrow beside an open side panel and on a phone.
      description={
        <Space orientation="vertical" size={6}>
          <Typography.Text>{hints[need.purpose][agent ? 'agent' : 'client']}</Typography.Text>
          {need.documents > 0 && <Typography.Text type="secondary">{t.progress(need.signed, need.documents)}</Typography.Text>}
          <Space wrap size="small">
            <Button size="small" type="primary" onClick={onSign}>
              {t.sign}
            </Button>
            {agent && (
              <GuardedAction action={linkCalls[need.purpose]}>
                {(refused) => (
                  <Button size="small" disabled={refused} loading={store.isBusy(key)} onClick={() => void store.copyDealSignLink(sub, need)}>
                    {t.link}
                  </Button>
                )}
              </GuardedAction>
            )}
          </Space>
          {link && (
            <Typography.Text copyable className="bank-signing-link">
              {link}
            </Typography.Text>
          )}
        </Space>
      }
    />
  );
});
