import { Alert, Button, Card, Divider, Empty, Popconfirm, Space, Spin, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { banksFor } from '../../../../runtime/banks/banksFor';
import type { BanksStore } from '../../../../runtime/banks/BanksStore';
import { useStores } from '../../../app/StoresContext';
import { BankCard, type BankCardLinks } from './BankCard';
import { BanksCurtain } from './BanksCurtain';
import { readinessUiTexts } from './readinessTexts';
import { PrescoreResult } from './SendReadiness';
import { banksUiTexts, tagColour } from './texts';
import './banks.css';
import { GuardedAction } from '../../../components/GuardedAction';

const t = banksUiTexts.panel;

/** Loads the banks of a request and keeps them live: pushes of this request reload them while shown. */
export function useBanksOf(requestId: number): BanksStore {
  const root = useStores();
  const store = useMemo(() => banksFor(root, requestId), [root, requestId]);
  useEffect(() => {
    void store.load();
    return root.push?.watch({ requestId, reload: () => void store.reload(), refreshPrescoring: store.refreshPrescoring });
  }, [root, store, requestId]);
  return store;
}

/** The combined status of the request (spec-1 §4), in its colour. */
export const CombinedStatusTag = observer(function CombinedStatusTag({ store }: { store: BanksStore }) {
  const combined = store.combined;
  if (!combined) return null;
  return (
    <Tag color={tagColour(combined.colour)} className="request-combined-status" title={t.combined}>
      {combined.label}
    </Tag>
  );
});

/**
 * The not-sent banks by group with «Отправить в банки», the reasons a bank is not ready and the result of
 * «Проверить параметры» (also the side panels' bank editing curtain, where each bank is ticked for sending;
 * on the request page the banks are chosen once, in the form's bank choice, and every ready one is sent).
 */
export const NotSentGroups = observer(function NotSentGroups({ store, links, selectable = true }: { store: BanksStore; links?: BankCardLinks; selectable?: boolean }) {
  if (store.notSent.length === 0) return null;
  const noneReady = store.sendable.length === 0 && store.notSent.some((sub) => store.notReadyReasons(sub).length > 0);
  return (
    <section className="banks-section" aria-label={t.notSent}>
      <Typography.Title level={5}>{t.notSent}</Typography.Title>
      {store.prescoring && <Alert type="info" showIcon message={t.prescoring} className="banks-notice" />}
      {store.notSentGroups.map((group) => (
        <div key={group.type} className="banks-group">
          <Typography.Text type="secondary" className="banks-group-label">
            {group.label}
          </Typography.Text>
          {group.items.map((sub) => (
            <BankCard key={sub.uuid} store={store} sub={sub} selectable={selectable} links={links} />
          ))}
        </div>
      ))}
      <Space wrap className="banks-send">
        <GuardedAction action="POST /v2/bgrequest/write/send">
          {(refused) => (
            <Button type="primary" disabled={refused || !store.canSend} loading={store.isBusy('send')} onClick={() => void store.send()}>
              {t.send}
            </Button>
          )}
        </GuardedAction>
        <Typography.Text type="secondary">{`${t.sendHint}: ${store.chosen.length}`}</Typography.Text>
        {noneReady && <Typography.Text type="warning">{readinessUiTexts.noneReady}</Typography.Text>}
        <GuardedAction action="POST /v2/bgrequest/write/:id/prescoring">
          {(refused) => (
            <Button onClick={() => void store.checkParameters()} loading={store.prescoring} disabled={refused || store.busy !== null}>
              {t.prescore}
            </Button>
          )}
        </GuardedAction>
      </Space>
      <PrescoreResult store={store} />
    </section>
  );
});

const SentGroup = observer(function SentGroup({ store, links }: { store: BanksStore; links?: BankCardLinks }) {
  if (store.sent.length === 0) return null;
  return (
    <section className="banks-section" aria-label={t.sent}>
      <Typography.Title level={5}>{t.sent}</Typography.Title>
      {store.sent.map((sub) => (
        <BankCard key={sub.uuid} store={store} sub={sub} selectable={false} links={links} />
      ))}
    </section>
  );
});

/**
 * The banks panel of a request page: the combined status, the consent link, the not-sent banks by group
 * with their send readiness and pre-scoring verdicts, «Отправить в банки», the sent banks with their
 * statuses, offers and progress, and the history and versions curtains. Pushes of this request reload it.
 */
export const BanksPanel = observer(function BanksPanel({ requestId, links, selectable = true }: { requestId: number; links?: BankCardLinks; selectable?: boolean }) {
  const store = useBanksOf(requestId);
  if (store.loadError && !store.loaded) return <Alert type="error" showIcon message={store.loadError} />;
  if (!store.loaded) return <Spin description={t.loading} className="banks-spinner"><div className="banks-spinner-box" /></Spin>;
  return (
    <Card
      size="small"
      className="banks-panel"
      title={
        <Space>
          {t.title}
          <CombinedStatusTag store={store} />
        </Space>
      }
      extra={
        <Space size="small" wrap>
          <Button
            type="link"
            size="small"
            onClick={() => (links?.history ? links.history(null) : void store.openHistory(null))}
            loading={store.isBusy('history:all')}
          >
            {t.requestHistory}
          </Button>
          {store.allArchived ? (
            <Button size="small" onClick={() => void store.unarchive(null)} loading={store.isBusy('unarchive:all')}>
              {t.unarchiveAll}
            </Button>
          ) : (
            store.subrequests.length > 0 && (
              <Popconfirm title={t.archiveAll} okText={banksUiTexts.card.yes} cancelText={banksUiTexts.card.no} onConfirm={() => void store.archive(null, '')}>
                <Button size="small" loading={store.isBusy('archive:all')}>
                  {t.archiveAll}
                </Button>
              </Popconfirm>
            )
          )}
        </Space>
      }
    >
      {store.needsConsent && (
        <Alert
          type="warning"
          showIcon
          className="banks-notice"
          message={t.consentHint}
          description={store.consentLink ? <Typography.Text copyable>{store.consentLink}</Typography.Text> : undefined}
          action={
            <Button size="small" onClick={() => void store.copyConsentLink()} loading={store.isBusy('consent')}>
              {t.consentLink}
            </Button>
          }
        />
      )}
      {store.waitingForSignature.length > 0 && (
        <Alert
          type="warning"
          showIcon
          className="banks-notice"
          data-testid="signature-notice"
          message={(store.viewer === 'client' ? t.signHintClient : t.signHintAgent)(store.waitingForSignature)}
          description={store.signLink ? <Typography.Text copyable>{store.signLink}</Typography.Text> : undefined}
          action={
            <Space orientation="vertical" size={4}>
              {links?.signing && (
                <Button size="small" type={store.viewer === 'client' ? 'primary' : 'default'} onClick={() => links.signing?.()}>
                  {t.signNow}
                </Button>
              )}
              {store.viewer === 'agent' && (
                <Button size="small" onClick={() => void store.copySignLink()} loading={store.isBusy('signLink')}>
                  {t.signLink}
                </Button>
              )}
            </Space>
          }
        />
      )}
      {store.subrequests.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.empty} />
      ) : (
        <>
          {/* Once sent, the banks' statuses and offers come first; the banks still to send follow. */}
          <SentGroup store={store} links={links} />
          {store.notSent.length > 0 && store.sent.length > 0 && <Divider />}
          <NotSentGroups store={store} links={links} selectable={selectable} />
        </>
      )}
      {!links?.history && <BanksCurtain store={store} />}
    </Card>
  );
});
