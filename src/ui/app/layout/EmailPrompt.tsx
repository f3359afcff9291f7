import { Alert, Button, Form, Input, Modal, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { checkCode } from '../../../runtime/accountRules';
import { profileFor } from '../../../runtime/profile/profileFor';
import { ruleFrom } from '../../components/ruleFrom';
import { profileTexts } from '../../pages/profile/profileTexts';
import { useStores } from '../StoresContext';

const t = profileTexts.prompt;

/**
 * The e-mail prompt of spec-2 §9 («repeats hourly»): a signed-in user whose e-mail is not confirmed is
 * asked to confirm it by a code; «Напомнить позже» puts it off for an hour (EmailPromptStore).
 */
export const EmailPrompt = observer(function EmailPrompt() {
  const root = useStores();
  const store = profileFor(root).emailPrompt;
  useEffect(() => store.start(), [store]);
  const email = root.session.user?.login ?? '';
  return (
    <Modal open={store.open} title={t.title} onCancel={store.later} footer={null} destroyOnHidden maskClosable={false} data-testid="email-prompt">
      <p>{t.lead(email)}</p>
      {store.stage === 'ask' ? (
        <>
          {store.call.error && <Alert type="error" showIcon title={store.call.error} role="alert" style={{ marginBottom: 16 }} />}
          <Space wrap>
            <Button type="primary" loading={store.call.pending} onClick={() => void store.sendCode()}>
              {t.send}
            </Button>
            <Button onClick={store.later}>{t.later}</Button>
          </Space>
        </>
      ) : (
        <Form layout="vertical" name="email-prompt-code" requiredMark={false} onFinish={(values: { code: string }) => void store.confirm(values.code)}>
          <p className="muted">{profileTexts.codeSentTo(store.sentTo)}</p>
          <Form.Item label={profileTexts.code} name="code" initialValue="" rules={[ruleFrom((value: string) => checkCode(value ?? ''))]}>
            <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} autoFocus />
          </Form.Item>
          {store.call.error && <Alert type="error" showIcon title={store.call.error} role="alert" style={{ marginBottom: 16 }} />}
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={store.call.pending}>
              {t.confirm}
            </Button>
            <Button onClick={store.later}>{t.later}</Button>
          </Space>
        </Form>
      )}
    </Modal>
  );
});
