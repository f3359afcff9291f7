import { Avatar, Button, Card, Col, Descriptions, Empty, List, Row, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { useStores } from '../app/StoresContext';
import { CertificatesBlock } from '../ecp/CertificatesBlock';

const texts = {
  person: 'Пользователь',
  login: 'Логин (e-mail)',
  phone: 'Телефон',
  post: 'Должность',
  role: 'Роль',
  roles: { agent: 'Агент', client: 'Клиент' } as Record<string, string>,
  twoFactor: 'Двухфакторная защита',
  on: 'включена',
  off: 'выключена',
  notifications: 'Уведомления о заявках',
  notificationsOn: 'приходят',
  notificationsOff: 'отключены',
  organisation: 'Организация',
  name: 'Наименование',
  inn: 'ИНН',
  kpp: 'КПП',
  ogrn: 'ОГРН',
  nds: 'НДС по умолчанию',
  permissions: 'Права в личном кабинете',
  noPermissions: 'Особых прав нет',
  organisations: 'Мои организации',
  current: 'Текущая',
  switch: 'Перейти',
  documents: 'Документы профиля',
  manageNotification: 'Настройка уведомлений',
  regulations: 'Заявление о присоединении',
  signed: 'подписано',
  unsigned: 'не подписано',
  agreements: 'Дополнительные соглашения с банками',
  agreementsSigned: 'подписаны',
  agreementsDue: (count: number) => `не подписано: ${count}`,
  sign: 'Подписать',
  none: '—',
};

/** The signed-in user's profile as GET /v1/currentuser/read returns it, and their organisations. */
const ProfilePage = observer(function ProfilePage() {
  const root = useStores();
  const { session, routes, config } = root;
  const user = session.user;
  if (!user) return <Card className="panel" loading />;
  const avatar = `${import.meta.env.BASE_URL}${config.switches.default_avatar}`;
  return (
    <Row gutter={[20, 20]}>
      <Col xs={24} lg={14}>
        <Card className="panel" title={texts.person}>
          <div style={{ display: 'flex', gap: 16, alignItems: 'center', marginBottom: 20 }}>
            <Avatar size={64} src={avatar} alt="" />
            <div>
              <Typography.Title level={3} style={{ margin: 0 }}>
                {session.displayName}
              </Typography.Title>
              <span className="muted">{user.post ?? texts.roles[user.actor]}</span>
            </div>
          </div>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={texts.login}>{user.login}</Descriptions.Item>
            <Descriptions.Item label={texts.phone}>{user.phone ?? texts.none}</Descriptions.Item>
            <Descriptions.Item label={texts.role}>{user.roles.map((role) => texts.roles[role] ?? role).join(', ') || texts.none}</Descriptions.Item>
            <Descriptions.Item label={texts.twoFactor}>{user.two_factor ? texts.on : texts.off}</Descriptions.Item>
            <Descriptions.Item label={texts.notifications}>{user.disabled_notifications ? texts.notificationsOff : texts.notificationsOn}</Descriptions.Item>
            <Descriptions.Item label={texts.regulations}>
              {user.is_regulations_signed ? <Tag color="green">{texts.signed}</Tag> : <Tag color="orange">{texts.unsigned}</Tag>}
              {!user.is_regulations_signed && <Link to={routes.path('ProfileDocuments')}>{texts.sign}</Link>}
            </Descriptions.Item>
            {user.partners_docs.length > 0 && (
              <Descriptions.Item label={texts.agreements}>
                {user.need_sign_add_agreement ? (
                  <>
                    <Tag color="orange">{texts.agreementsDue(user.partners_docs.filter((document) => !document.is_signed).length)}</Tag>
                    <Link to={routes.path('ProfileDocuments')}>{texts.sign}</Link>
                  </>
                ) : (
                  <Tag color="green">{texts.agreementsSigned}</Tag>
                )}
              </Descriptions.Item>
            )}
          </Descriptions>
          <div style={{ display: 'flex', gap: 12, marginTop: 16, flexWrap: 'wrap' }}>
            <Link to={routes.path('ProfileDocuments')}>
              <Button>{texts.documents}</Button>
            </Link>
            <Link to={routes.path('ManageNotification')}>
              <Button>{texts.manageNotification}</Button>
            </Link>
          </div>
        </Card>
        <div style={{ marginTop: 20 }}>
          <CertificatesBlock />
        </div>
        <Card className="panel" title={texts.permissions} style={{ marginTop: 20 }}>
          {user.available_permissions.length === 0 ? (
            <span className="muted">{texts.noPermissions}</span>
          ) : (
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
              {user.available_permissions.map((permission) => (
                <Tag key={permission.key}>{permission.name}</Tag>
              ))}
            </div>
          )}
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Card className="panel" title={texts.organisation}>
          {user.organization ? (
            <Descriptions column={1} size="small">
              <Descriptions.Item label={texts.name}>{user.organization.name}</Descriptions.Item>
              <Descriptions.Item label={texts.inn}>{user.organization.inn}</Descriptions.Item>
              <Descriptions.Item label={texts.kpp}>{user.organization.kpp ?? texts.none}</Descriptions.Item>
              <Descriptions.Item label={texts.ogrn}>{user.organization.ogrn ?? texts.none}</Descriptions.Item>
              <Descriptions.Item label={texts.nds}>{user.nds}</Descriptions.Item>
            </Descriptions>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
          )}
        </Card>
        {session.organisations.length > 0 && (
          <Card className="panel" title={texts.organisations} style={{ marginTop: 20 }}>
            <List
              dataSource={session.organisations}
              renderItem={(organisation) => (
                <List.Item
                  actions={[
                    organisation.is_current ? (
                      <Tag color="blue" key="current">
                        {texts.current}
                      </Tag>
                    ) : (
                      <Button key="switch" size="small" loading={session.pending} onClick={() => void root.switchOrganisation(organisation.uuid)}>
                        {texts.switch}
                      </Button>
                    ),
                  ]}
                >
                  <List.Item.Meta title={organisation.name} description={`${texts.inn} ${organisation.inn}`} />
                </List.Item>
              )}
            />
          </Card>
        )}
      </Col>
    </Row>
  );
});

export default ProfilePage;
