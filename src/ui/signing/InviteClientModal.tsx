import { Alert, Input, Modal, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { clientInviteFor } from '../../runtime/signing/signingFor';
import { useStores } from '../app/StoresContext';
import { inviteUiTexts as t } from './inviteTexts';

/** «Пригласить клиента»: the e-mail of the client, and what came of the invitation. */
export const InviteClientModal = observer(function InviteClientModal({ requestId, open, onClose }: { requestId: number; open: boolean; onClose: () => void }) {
  const root = useStores();
  const store = useMemo(() => clientInviteFor(root, requestId), [root, requestId, open]);
  return (
    <Modal
      open={open}
      title={t.title(requestId)}
      okText={store.done ? t.close : t.send}
      cancelText={t.cancel}
      confirmLoading={store.sending}
      onOk={() => (store.done ? onClose() : void store.invite())}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph>{t.lead}</Typography.Paragraph>
        <label htmlFor="invite-client-email">{t.email}</label>
        <Input id="invite-client-email" type="email" value={store.email} onChange={(event) => store.setEmail(event.target.value)} onPressEnter={() => void store.invite()} disabled={store.done !== null} />
        {store.error ? <Alert type="error" showIcon message={store.error} /> : null}
        {store.done ? <Alert type="success" showIcon message={store.done} /> : null}
      </Space>
    </Modal>
  );
});
