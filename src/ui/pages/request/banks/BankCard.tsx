import { Button, Checkbox, Descriptions, Input, Popconfirm, Space, Steps, Tag, Tooltip, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router';
import { fillTemplate } from '../../../../domain/fillTemplate';
import { formatDate, formatDateTime } from '../../../../domain/format/formatDate';
import type { DiscussionSummaryWire, SubRequestWire } from '../../../../domain/wire/banksWire';
import type { OfferWire } from '../../../../domain/wire/offersWire';
import type { BanksStore } from '../../../../runtime/banks/BanksStore';
import { money } from './format';
import { BankDocumentsBlock } from './BankDocumentsBlock';
import { DealSigningNotice } from './DealSigningNotice';
import { DemandBlock } from './DemandBlock';
import { OfferBlock } from './OfferBlock';
import { NotReadyReasons } from './SendReadiness';
import { banksUiTexts, tagColour } from './texts';
import { useStores } from '../../../app/StoresContext';
import { unreadCountOf } from '../../../../domain/chat/unreadCountOf';
import { UnreadBadge } from '../../../chat/UnreadBadge';
import { chatUiTexts } from '../../../chat/texts';
import { archiveUiTexts } from '../../../documents/texts';
import { ZipDownloadButton } from '../../../documents/ZipDownload';

const c = banksUiTexts.card;

/**
 * Where the history and versions buttons lead, and what the bank's name opens, when the card lives
 * in a side panel whose curtains are views of their own; without them the panel's drawer shows them.
 */
export interface BankCardLinks {
  history?(sub: SubRequestWire | null): void;
  versions?(offer: OfferWire): void;
  openBank?(sub: SubRequestWire): void;
  /** Opens the Signing view: of the request's application, or (with its parameters) of a bank's deal. */
  signing?(params?: Readonly<Record<string, string>>): void;
  /** Opens the bank's chat (BankChat) in the panel. */
  chat?(sub: SubRequestWire): void;
}


/** The status label in its config colour; a draft shows its editing-stage status with the spec's tooltip. */
export function StatusTag({ sub }: { sub: SubRequestWire }) {
  const draft = sub.draft_status;
  const label = draft?.label ?? sub.status_label;
  const colour = draft?.colour ?? sub.status_colour;
  const tag = (
    <Tag color={tagColour(colour)} className="bank-status">
      {label}
    </Tag>
  );
  return draft?.tooltip ? <Tooltip title={draft.tooltip}>{tag}</Tooltip> : tag;
}

/** The four steps of the deal after the offer is accepted (spec-1 §4 "Progress stages", config/statuses.json `progressSteps`). */
const ProgressView = observer(function ProgressView({ store, sub }: { store: BanksStore; sub: SubRequestWire }) {
  const progress = store.progressOf(sub);
  const items = progress.steps.map((step) => ({ title: step.label, status: step.state === 'done' ? 'finish' : step.state === 'inProcess' ? 'process' : 'wait' }) as const);
  // Titles under the icons: four steps fit a narrow card (beside an open side panel, in the panel itself) without breaking words.
  return <Steps size="small" className="bank-progress" items={items} titlePlacement="vertical" responsive />;
});

/** Terms of an early step: the bank's list terms (commission, sum, term) before any offer. */
const TermsView = observer(function TermsView({ store, sub }: { store: BanksStore; sub: SubRequestWire }) {
  const item = store.catalogue.find((bank) => bank.bank_uuid === sub.bank_uuid);
  if (!item) return null;
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 3 }} className="bank-terms">
      <Descriptions.Item label={c.commission}>{money(item.commission)}</Descriptions.Item>
      <Descriptions.Item label={c.sum}>{money(item.sum)}</Descriptions.Item>
      <Descriptions.Item label={c.duration}>{item.duration === null ? '—' : `${item.duration} ${c.days}`}</Descriptions.Item>
    </Descriptions>
  );
});

/** Where the discussion of the draft agreement stands: with the bank since when, or the bank's last answer. */
function DiscussionLine({ discussion }: { discussion: DiscussionSummaryWire }) {
  const text =
    discussion.state === 'waitingBank'
      ? fillTemplate(c.discussionWaiting, { n: discussion.rounds, date: formatDateTime(discussion.last_sent_at) })
      : fillTemplate(c.discussionAnswered, { n: discussion.rounds, date: formatDateTime(discussion.last_answered_at ?? discussion.last_sent_at), answer: discussion.last_answer ?? '' });
  return (
    <Typography.Paragraph className={`bank-discussion bank-discussion--${discussion.state}`} type={discussion.state === 'waitingBank' ? 'secondary' : undefined}>
      {text}
    </Typography.Paragraph>
  );
}

/** Archive with an optional comment, asked in a confirmation. */
function ArchiveButton({ store, sub }: { store: BanksStore; sub: SubRequestWire }) {
  const [message, setMessage] = useState('');
  return (
    <Popconfirm
      title={c.archiveTitle}
      description={<Input.TextArea aria-label={c.archiveMessage} placeholder={c.archiveMessage} value={message} onChange={(event) => setMessage(event.target.value)} rows={2} />}
      okText={c.archive}
      cancelText={c.cancel}
      onConfirm={() => void store.archive(sub, message.trim())}
    >
      <Button size="small" loading={store.isBusy(`archive:${sub.uuid}`)}>
        {c.archive}
      </Button>
    </Popconfirm>
  );
}

/**
 * One bank of the request: name, status, the terms or the progress view, the prescoring verdict, the
 * current offer, and the actions allowed in its status (revoke, archive, discussion, claim, history).
 */
export const BankCard = observer(function BankCard({
  store,
  sub,
  selectable,
  links,
}: {
  store: BanksStore;
  sub: SubRequestWire;
  selectable: boolean;
  links?: BankCardLinks;
}) {
  const { session, routes, sidebar } = useStores();
  // On the request page there is no panel navigator: the Signing view opens in the side panel over it.
  const openSigning = (params: Readonly<Record<string, string>>) => (links?.signing ? links.signing(params) : sidebar.open('Signing', { requestNumber: String(store.requestId), ...params }));
  const openChat = () => (links?.chat ? links.chat(sub) : sidebar.open('BankChat', { requestNumber: String(store.requestId), bankUuid: sub.bank_uuid }));
  const unread = unreadCountOf(sub);
  const hasChat = sub.group !== 'not-sent';
  const revocable = sub.can_revoke && session.can('POST /v2/bgrequest/write/revokefrombank');
  const offer = store.offerOf(sub);
  const reasons = store.reasonsOf(sub);
  const archived = sub.status === 'Archive';
  const canSend = sub.draft_status?.can_send === true;
  const failed = sub.status === 'DraftPrescoringFailed' || sub.sub_status === 'prescoring_failed';
  return (
    <div className={`bank-card${archived ? ' bank-card--archived' : ''}`} data-bank={sub.bank_uuid}>
      <div className="bank-card-head">
        {selectable && (
          <Checkbox
            aria-label={sub.middle_name || sub.bank_name}
            checked={store.isChosen(sub.bank_uuid)}
            disabled={!canSend || store.busy !== null}
            onChange={(event) => void store.choose(sub, event.target.checked)}
          />
        )}
        {links?.openBank ? (
          <Typography.Link strong className="bank-name" onClick={() => links.openBank?.(sub)}>
            {sub.middle_name || sub.bank_name}
          </Typography.Link>
        ) : (
          <Typography.Text strong className="bank-name">
            {sub.middle_name || sub.bank_name}
          </Typography.Text>
        )}
        <StatusTag sub={sub} />
        <UnreadBadge count={unread} />
        {sub.hasActiveClaim && <Tag color="orange">{c.activeClaim}</Tag>}
        <span className="bank-card-spacer" />
        <Button
          type="link"
          size="small"
          onClick={() => (links?.history ? links.history(sub) : void store.openHistory(sub))}
          loading={store.isBusy(`history:${sub.uuid}`)}
        >
          {banksUiTexts.panel.history}
        </Button>
      </div>
      {sub.subrequestInfo && <Typography.Paragraph type="secondary">{sub.subrequestInfo}</Typography.Paragraph>}
      {sub.regulation_signing && (
        <div className="bank-regulation-signing" role="note">
          <Typography.Paragraph type="warning">{sub.regulation_signing}</Typography.Paragraph>
          <Link to={routes.path('ProfileDocuments')}>
            <Button size="small" type="primary">
              {c.signContract}
            </Button>
          </Link>
        </div>
      )}
      {sub.demand && <DemandBlock demand={sub.demand} {...(hasChat ? { onOpenChat: openChat } : {})} />}
      {(sub.signing ?? []).map((need) => (
        <DealSigningNotice key={need.purpose} store={store} sub={sub} need={need} onSign={() => openSigning(store.signingParams(sub, need))} />
      ))}
      {failed && reasons.length > 0 && (
        <ul className="bank-reasons" aria-label={banksUiTexts.panel.notPassing}>
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      <NotReadyReasons store={store} sub={sub} />
      {sub.cancel_reazon && (
        <Typography.Paragraph type="danger">{`${c.reason}: ${sub.cancel_reazon}`}</Typography.Paragraph>
      )}
      {sub.externalId && (
        <Typography.Paragraph type="secondary">{`${c.externalId}: ${sub.externalId}`}</Typography.Paragraph>
      )}
      {store.viewOf(sub) === 'progress' ? <ProgressView store={store} sub={sub} /> : !offer && <TermsView store={store} sub={sub} />}
      {offer && <OfferBlock store={store} offer={offer} {...(links?.versions ? { onVersions: links.versions } : {})} />}
      {sub.date_to && store.viewOf(sub) === 'progress' && (
        <Typography.Paragraph type="secondary">{`${c.dates}: ${formatDate(sub.date_to)}`}</Typography.Paragraph>
      )}
      {(sub.bank_documents?.length ?? 0) > 0 && <BankDocumentsBlock documents={sub.bank_documents ?? []} />}
      {sub.discussion && <DiscussionLine discussion={sub.discussion} />}
      <Space wrap size="small" className="bank-actions">
        {sub.can_discuss && (offer ? offer.actions.discuss : true) ? (
          <Link to={store.discussPath(sub)}>
            <Button size="small">{sub.discussion ? c.discussAgain : c.discuss}</Button>
          </Link>
        ) : (
          sub.discussion && (
            <Link to={store.discussPath(sub)}>
              <Button size="small">{c.discussionOpen}</Button>
            </Link>
          )
        )}
        {hasChat && (
          <Button size="small" onClick={openChat} className="bank-chat-button">
            {chatUiTexts.open}
            <UnreadBadge count={unread} />
          </Button>
        )}
        {(sub.can_claim || sub.hasActiveClaim) && (
          <Link to={store.claimPath(sub)}>
            <Button size="small">{c.claim}</Button>
          </Link>
        )}
        {sub.group !== 'not-sent' && !archived && (
          <Tooltip title={session.refusal('POST /v2/bgrequest/write/revokefrombank') ?? (sub.can_revoke ? undefined : sub.revoke_refusal)}>
            <Popconfirm title={c.revokeConfirm} okText={c.yes} cancelText={c.no} disabled={!revocable} onConfirm={() => void store.revoke(sub)}>
              <Button size="small" danger disabled={!revocable} loading={store.isBusy(`revoke:${sub.uuid}`)}>
                {c.revoke}
              </Button>
            </Popconfirm>
          </Tooltip>
        )}
        {sub.group !== 'not-sent' && (
          <ZipDownloadButton
            target={{ kind: 'signed', requestId: store.requestId, subrequestUuid: sub.uuid, bankName: sub.middle_name || sub.bank_name }}
            label={archiveUiTexts.signed}
          />
        )}
        {archived ? (
          <Button size="small" loading={store.isBusy(`unarchive:${sub.uuid}`)} onClick={() => void store.unarchive(sub)}>
            {c.unarchive}
          </Button>
        ) : (
          <ArchiveButton store={store} sub={sub} />
        )}
      </Space>
    </div>
  );
});
