import { Button, Card, Col, List, Row, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { profileFor } from '../../runtime/profile/profileFor';
import { useStores } from '../app/StoresContext';
import { CertificatesBlock } from '../ecp/CertificatesBlock';
import { ContactsCard } from './profile/ContactsCard';
import { OrganizationCard } from './profile/OrganizationCard';
import { PersonCard } from './profile/PersonCard';
import { profileTexts as t } from './profile/profileTexts';
import { SecurityCard } from './profile/SecurityCard';
import './profile/profile.css';

/**
 * The signed-in user's profile (spec-1 §2 /{role}/profile, docs/profile.md): the person, contacts,
 * security, the organisation with its KPP/OGRN and the NDS setting, the attached certificates, the
 * permissions and the user's organisations.
 */
const ProfilePage = observer(function ProfilePage() {
  const root = useStores();
  const { session } = root;
  const profile = profileFor(root);
  const location = useLocation();
  const user = session.user;
  const loaded = user !== null;

  // The create page's «КПП изменился» notice links to #organization: the block is shown and its form opened.
  useEffect(() => {
    if (!loaded || location.hash !== '#organization') return;
    document.getElementById('organization')?.scrollIntoView({ block: 'start' });
    if (session.can('POST /v1/organization/write/update/kpp_or_ogrn')) profile.organization.edit();
  }, [loaded, location.hash, session, profile]);

  if (!user) return <Card className="panel" loading />;
  return (
    <Row gutter={[20, 20]} className="profile-page">
      <Col xs={24} lg={14}>
        <div className="profile-column">
          <PersonCard store={profile.person} />
          <ContactsCard store={profile.contacts} prompt={profile.emailPrompt} />
          <SecurityCard store={profile.security} />
          <CertificatesBlock />
          <Card className="panel" title={t.permissions}>
            {user.available_permissions.length === 0 ? (
              <span className="muted">{t.noPermissions}</span>
            ) : (
              <div className="profile-tags">
                {user.available_permissions.map((permission) => (
                  <Tag key={permission.key}>{permission.name}</Tag>
                ))}
              </div>
            )}
          </Card>
        </div>
      </Col>
      <Col xs={24} lg={10}>
        <div className="profile-column">
          <OrganizationCard store={profile.organization} />
          {session.organisations.length > 0 && (
            <Card className="panel" title={t.organisations}>
              <List
                dataSource={session.organisations}
                renderItem={(organisation) => (
                  <List.Item
                    actions={[
                      organisation.is_current ? (
                        <Tag color="blue" key="current">
                          {t.current}
                        </Tag>
                      ) : (
                        <Button key="switch" size="small" loading={session.pending} onClick={() => void root.switchOrganisation(organisation.uuid)}>
                          {t.switch}
                        </Button>
                      ),
                    ]}
                  >
                    <List.Item.Meta title={organisation.name} description={`${t.inn} ${organisation.inn}`} />
                  </List.Item>
                )}
              />
            </Card>
          )}
        </div>
      </Col>
    </Row>
  );
});

export default ProfilePage;
