import { Button, List, Modal, Spin, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import type { OperatorDeskStore } from '../../../runtime/desk/OperatorDeskStore';
import { deskTexts as t } from './texts';

/** The staff of the request's organisation; the chosen one takes the request over. */
export const ManagerDialog = observer(function ManagerDialog({ store }: { store: OperatorDeskStore }) {
  const staff = store.staff;
  return (
    <Modal open={staff !== null} title={staff ? t.managerTitle(staff.requestId) : ''} onCancel={store.closeManager} footer={null} width={560}>
      <Typography.Paragraph type="secondary">{t.managerLead}</Typography.Paragraph>
      {staff?.users === null ? (
        <Spin />
      ) : (
        <List
          dataSource={staff?.users ?? []}
          renderItem={(user) => (
            <List.Item
              actions={[
                <Button key="choose" size="small" disabled={!user.is_active || store.busy !== null} onClick={() => staff && void store.assignManager(staff.requestId, user)}>
                  {t.choose}
                </Button>,
              ]}
            >
              <List.Item.Meta title={user.name} description={user.post ?? undefined} />
              {!user.is_active && <Tag>{t.inactive}</Tag>}
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
});
