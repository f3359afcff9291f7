import { Alert, Avatar, Button, Card, Descriptions, Form, Input, Space, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { checkFirstName, checkLastName, checkMiddleName } from '../../../runtime/accountRules';
import type { PersonStore, PersonValues } from '../../../runtime/profile/PersonStore';
import { useStores } from '../../app/StoresContext';
import { ruleFrom } from '../../components/ruleFrom';
import { profileTexts as t } from './profileTexts';

const PersonForm = observer(function PersonForm({ store }: { store: PersonStore }) {
  return (
    <Form layout="vertical" name="profile-person" requiredMark={false} initialValues={store.values} onFinish={(values: PersonValues) => void store.save(values)} className="profile-form">
      <div className="profile-grid">
        <Form.Item label={t.lastName} name="last_name" rules={[ruleFrom((value: string) => checkLastName(value ?? ''))]}>
          <Input autoComplete="family-name" autoFocus />
        </Form.Item>
        <Form.Item label={t.firstName} name="first_name" rules={[ruleFrom((value: string) => checkFirstName(value ?? ''))]}>
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item label={t.middleName} name="middle_name" rules={[ruleFrom((value: string) => checkMiddleName(value ?? ''))]}>
          <Input autoComplete="additional-name" />
        </Form.Item>
        <Form.Item label={t.post} name="post" rules={[{ max: 200 }]}>
          <Input placeholder={t.postPlaceholder} autoComplete="organization-title" />
        </Form.Item>
      </div>
      {store.call.error && <Alert type="error" showIcon title={store.call.error} role="alert" className="profile-error" />}
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={store.call.pending}>
          {t.save}
        </Button>
        <Button onClick={store.cancel} disabled={store.call.pending}>
          {t.cancel}
        </Button>
      </Space>
    </Form>
  );
});

/** The person: avatar, names and post (editable), role, the organisation's documents and the notification settings. */
export const PersonCard = observer(function PersonCard({ store }: { store: PersonStore }) {
  const { session, routes, config } = useStores();
  const user = session.user;
  if (!user) return null;
  const avatar = `${import.meta.env.BASE_URL}${config.switches.default_avatar}`;
  return (
    <Card
      className="panel"
      title={t.person}
      data-testid="profile-person"
      extra={
        !store.editing && (
          <Button type="link" onClick={store.edit}>
            {t.edit}
          </Button>
        )
      }
    >
      {store.editing ? (
        <PersonForm store={store} />
      ) : (
        <div className="profile-person">
          <Avatar size={64} src={avatar} alt="" />
          <div>
            <Typography.Title level={3} style={{ margin: 0 }} data-testid="profile-name">
              {session.displayName}
            </Typography.Title>
            <span className="muted">{user.post ?? t.roles[user.actor]}</span>
          </div>
        </div>
      )}
      <Descriptions column={1} size="small" bordered className="profile-facts">
        <Descriptions.Item label={t.role}>{user.roles.map((role) => t.roles[role] ?? role).join(', ') || t.none}</Descriptions.Item>
        <Descriptions.Item label={t.notifications}>{user.disabled_notifications ? t.notificationsOff : t.notificationsOn}</Descriptions.Item>
        <Descriptions.Item label={t.regulations}>
          <Space wrap>
            {user.is_regulations_signed ? <Tag color="green">{t.signed}</Tag> : <Tag color="orange">{t.unsigned}</Tag>}
            {!user.is_regulations_signed && <Link to={routes.path('ProfileDocuments')}>{t.sign}</Link>}
          </Space>
        </Descriptions.Item>
        {user.partners_docs.length > 0 && (
          <Descriptions.Item label={t.agreements}>
            {user.need_sign_add_agreement ? (
              <Space wrap>
                <Tag color="orange">{t.agreementsDue(user.partners_docs.filter((document) => !document.is_signed).length)}</Tag>
                <Link to={routes.path('ProfileDocuments')}>{t.sign}</Link>
              </Space>
            ) : (
              <Tag color="green">{t.agreementsSigned}</Tag>
            )}
          </Descriptions.Item>
        )}
      </Descriptions>
      <Space wrap className="profile-links">
        <Link to={routes.path('ProfileDocuments')}>
          <Button>{t.documents}</Button>
        </Link>
        <Link to={routes.path('ManageNotification')}>
          <Button>{t.manageNotification}</Button>
        </Link>
      </Space>
    </Card>
  );
});
