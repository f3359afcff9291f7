import { DownOutlined } from '@ant-design/icons';
import { Alert, Button, Dropdown, Skeleton, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { banksFor } from '../../../runtime/banks/banksFor';
import { chatListFor } from '../../../runtime/chat/chatFor';
import { UnreadBadge } from '../../chat/UnreadBadge';
import { useStores } from '../../app/StoresContext';
import { BanksPanel } from '../../pages/request/banks/BanksPanel';
import { RequestZipMenu } from '../../documents/ZipDownload';
import { InviteClientModal } from '../../signing/InviteClientModal';
import { inviteUiTexts } from '../../signing/inviteTexts';
import { SidePanel } from '../SidePanel';
import { sidebarUiTexts } from '../texts';
import { useAfterPaint } from '../useAfterPaint';
import { useRequestSummary } from '../useRequestSummary';
import type { SidebarViewProps } from '../viewTypes';
import { bankLinksOf } from './bankLinks';
import { RequestSummaryCard } from './RequestSummaryCard';

const t = sidebarUiTexts.request;

/**
 * The request's panel: the request in short (drawn from the list row at once, then from the request),
 * the way to its form, its history and bank choice, and its banks — the request page's own banks panel,
 * not-sent and sent, whose history and versions open as curtains over this panel.
 */
export const RequestDetails = observer(function RequestDetails({ params, nav }: SidebarViewProps) {
  const root = useStores();
  const requestId = Number(params.requestNumber);
  const summary = useRequestSummary(requestId);
  const banks = useMemo(() => banksFor(root, requestId), [root, requestId]);
  const links = useMemo(() => bankLinksOf(nav), [nav]);
  const painted = useAfterPaint();
  const [inviting, setInviting] = useState(false);
  const chats = useMemo(() => chatListFor(root, requestId), [root, requestId]);
  useEffect(() => {
    void chats.load();
    return root.push?.watch({ requestId, reload: () => void chats.load(), refreshChat: () => void chats.load() });
  }, [root, chats, requestId]);
  const agent = root.routes.role === 'agent';
  return (
    <SidePanel view="RequestDetails">
      <RequestSummaryCard requestNumber={requestId} summary={summary.summary} combined={banks.combined} />
      {summary.loadError && !summary.summary && <Alert type="error" showIcon message={summary.loadError} />}
      <Space wrap size="small" className="side-actions">
        <Link to={root.routes.path('RequestForm', { id: String(requestId) })}>
          <Button type="primary" size="small">
            {t.openForm}
          </Button>
        </Link>
        <Button size="small" onClick={() => nav.open('RequestInfoLong')}>
          {t.more}
        </Button>
        <Button size="small" onClick={() => nav.openCurtain('EditingBanks')}>
          {t.editBanks}
        </Button>
        <Button size="small" onClick={() => nav.open('Chat')}>
          {t.chat}
          <UnreadBadge count={chats.unreadOf(null)} />
        </Button>
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'DocumentPreview', label: t.documents },
              { key: 'CustomersList', label: t.customers },
              { key: 'Signing', label: t.signing },
              ...(agent ? [{ key: 'InviteClient', label: inviteUiTexts.menu }] : []),
            ],
            onClick: ({ key }) => (key === 'InviteClient' ? setInviting(true) : nav.open(key)),
          }}
        >
          <Button size="small">
            {t.others} <DownOutlined />
          </Button>
        </Dropdown>
        <RequestZipMenu requestId={requestId} />
      </Space>
      {agent && inviting ? <InviteClientModal requestId={requestId} open={inviting} onClose={() => setInviting(false)} /> : null}
      {painted ? <BanksPanel requestId={requestId} links={links} /> : <Skeleton active title paragraph={{ rows: 4 }} />}
    </SidePanel>
  );
});
