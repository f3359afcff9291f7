import { Button, Checkbox, Col, Divider, Form, Input, Result, Row } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import type { RegistrationValues } from '../../runtime/AccountStore';
import { AuthCard } from '../components/AuthCard';
import { useStores } from '../app/StoresContext';
import { pageTexts } from './texts';

const t = pageTexts.register;

const emptyForm: RegistrationValues = {
  last_name: '',
  first_name: '',
  middle_name: '',
  email: '',
  phone: '',
  password: '',
  password_repeat: '',
  organization_name: '',
  inn: '',
  agree: false,
};

/** Agent registration (spec-2 §7.1); when registration is switched off, says so. */
const RegisterPage = observer(function RegisterPage() {
  const { config, account, routes } = useStores();
  const [form] = Form.useForm<RegistrationValues>();

  if (!config.registrationEnabled) {
    return (
      <Result
        status="info"
        title={t.closedTitle}
        subTitle={t.closedText}
        extra={
          <Link to={routes.path('Login')}>
            <Button type="primary">{t.login}</Button>
          </Link>
        }
      />
    );
  }

  // Each field is checked by the store's own rule against the whole form (the repeat needs the password).
  const rule = (field: keyof RegistrationValues) => ({
    validator: () => {
      const message = account.registrationErrors({ ...emptyForm, ...form.getFieldsValue(true) })[field];
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  });

  const onFinish = () => void account.register({ ...emptyForm, ...form.getFieldsValue(true) });

  return (
    <AuthCard title={routes.role === 'client' ? t.clientTitle : t.title} lead={routes.role === 'client' ? t.clientLead : t.lead} wide>
      <Form form={form} layout="vertical" name="registration" initialValues={emptyForm} onFinish={onFinish} requiredMark="optional" scrollToFirstError={{ block: 'center' }}>
        <Divider titlePlacement="start" plain>
          {t.personSection}
        </Divider>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item label={t.lastName} name="last_name" required rules={[rule('last_name')]}>
              <Input autoComplete="family-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={t.firstName} name="first_name" required rules={[rule('first_name')]}>
              <Input autoComplete="given-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={t.middleName} name="middle_name" rules={[rule('middle_name')]} extra={t.middleNameHint}>
              <Input autoComplete="additional-name" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label={t.email} name="email" required rules={[rule('email')]} extra={t.emailHint}>
              <Input autoComplete="email" inputMode="email" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t.phone} name="phone" required rules={[rule('phone')]}>
              <Input autoComplete="tel" inputMode="tel" placeholder="+7 999 123-45-67" />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start" plain>
          {t.organisationSection}
        </Divider>
        <Row gutter={16}>
          <Col xs={24} md={16}>
            <Form.Item label={t.organisationName} name="organization_name" required rules={[rule('organization_name')]}>
              <Input autoComplete="organization" placeholder={t.organisationPlaceholder} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={t.inn} name="inn" required rules={[rule('inn')]} extra={t.innHint}>
              <Input inputMode="numeric" maxLength={12} />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start" plain>
          {t.accessSection}
        </Divider>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label={t.password} name="password" required rules={[rule('password')]} extra={t.passwordHint}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t.passwordRepeat} name="password_repeat" required dependencies={['password']} rules={[rule('password_repeat')]}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="agree" valuePropName="checked" rules={[rule('agree')]}>
          <Checkbox>
            {t.agreeBefore}{' '}
            <Link to="/legal/consent_user" target="_blank">
              {t.agreeConsent}
            </Link>{' '}
            {t.agreeMiddle}{' '}
            <Link to="/legal/terms" target="_blank">
              {t.agreeTerms}
            </Link>
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={account.pending}>
          {t.submit}
        </Button>
      </Form>
      <div className="auth-links">
        <span>
          {t.haveAccount} <Link to={routes.path('Login')}>{t.login}</Link>
        </span>
      </div>
    </AuthCard>
  );
});

export default RegisterPage;
