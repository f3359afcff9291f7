import { ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Pagination, Spin, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import type { OperatorDeskStore } from '../../../runtime/desk/OperatorDeskStore';
import { DeskRequestCard } from './DeskRequestCard';
import { ManagerDialog } from './ManagerDialog';
import { deskTexts as t } from './texts';

/** One queue of the desk: its lead, the requests longest waiting first, the pages. */
export const DeskQueue = observer(function DeskQueue({ store }: { store: OperatorDeskStore }) {
  return (
    <div className="desk-queue">
      <div className="desk-queue-head">
        <Typography.Paragraph className="desk-lead">{store.queue === 'verification' ? t.verificationLead : t.clientLead}</Typography.Paragraph>
        <span className="desk-queue-tools">
          <Input.Search className="desk-find" aria-label={t.find} placeholder={t.find} allowClear inputMode="numeric" onSearch={store.find} />
          <Typography.Text type="secondary">{t.total(store.total)}</Typography.Text>
          <Button size="small" icon={<ReloadOutlined />} onClick={() => void store.load()} loading={store.loading}>
            {t.refresh}
          </Button>
        </span>
      </div>
      {store.data === null ? (
        <Spin className="desk-spin" />
      ) : store.items.length === 0 ? (
        <Empty description={store.requestId ? t.notInQueue(store.requestId) : t.empty[store.queue]} />
      ) : (
        <div className="desk-requests">
          {store.items.map((item) => (
            <DeskRequestCard key={item.id} store={store} item={item} />
          ))}
        </div>
      )}
      {store.total > store.pageSize && (
        <Pagination className="desk-pages" current={store.page} pageSize={store.pageSize} total={store.total} showSizeChanger={false} onChange={store.setPage} />
      )}
      <ManagerDialog store={store} />
    </div>
  );
});
