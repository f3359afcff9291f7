import { Alert, Button, Form, Input, Space } from 'antd';
import { checkCode } from '../../../runtime/accountRules';
import { ruleFrom } from '../../components/ruleFrom';
import { profileTexts as t } from './profileTexts';

/** The input of a 6-digit code with its submit and «Назад»: the second step of the phone, two-factor and e-mail forms. */
export function CodeForm(props: { name: string; lead: string; submit: string; pending: boolean; error: string | null; onSubmit: (code: string) => void; onBack: () => void }) {
  return (
    <Form layout="vertical" name={props.name} requiredMark={false} onFinish={(values: { code: string }) => props.onSubmit(values.code)} className="profile-form">
      <p className="muted">{props.lead}</p>
      <Form.Item label={t.code} name="code" initialValue="" rules={[ruleFrom((value: string) => checkCode(value ?? ''))]}>
        <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} autoFocus />
      </Form.Item>
      {props.error && <Alert type="error" showIcon title={props.error} role="alert" className="profile-error" />}
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={props.pending}>
          {props.submit}
        </Button>
        <Button onClick={props.onBack} disabled={props.pending}>
          {t.back}
        </Button>
      </Space>
    </Form>
  );
}
