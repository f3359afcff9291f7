import { FileProtectOutlined } from '@ant-design/icons';
import { Card, Col, List, Row } from 'antd';
import { Link } from 'react-router';
import { useStores } from '../app/StoresContext';

const texts = {
  platform: 'Документы платформы',
  partners: 'Для партнёров-агентов',
  financial: 'Документы финансовых организаций',
};

/**
 * All documents (public, spec-1 §2): every legal text of the platform, grouped, with titles taken
 * from the route table so the list follows the table.
 */
export default function DocumentsPage() {
  const { routes } = useStores();
  const values = (name: string, param: string) => Object.entries(routes.entry(name).params?.[param]?.values ?? {});
  const platform = values('LegalDocument', 'document').map(([document, title]) => ({ title, path: routes.path('LegalDocument', { document }) }));
  const partners = values('LegalPartner', 'document').map(([document, title]) => ({ title, path: routes.path('LegalPartner', { document }) }));
  const financial = values('LegalFinancial', 'fo').map(([fo, name]) => ({
    name,
    documents: values('LegalFinancial', 'document').map(([document, title]) => ({ title, path: routes.path('LegalFinancial', { fo, document }) })),
  }));

  const group = (title: string, items: { title: string; path: string }[]) => (
    <Card className="panel" title={title}>
      <List
        dataSource={items}
        renderItem={(item) => (
          <List.Item>
            <Link to={item.path}>
              <FileProtectOutlined style={{ marginRight: 8 }} />
              {item.title}
            </Link>
          </List.Item>
        )}
      />
    </Card>
  );

  return (
    <Row gutter={[20, 20]}>
      <Col xs={24} lg={12}>
        {group(texts.platform, platform)}
      </Col>
      <Col xs={24} lg={12}>
        {group(texts.partners, partners)}
      </Col>
      <Col span={24}>
        <Card className="panel" title={texts.financial}>
          <Row gutter={[20, 8]}>
            {financial.map((organisation) => (
              <Col xs={24} md={8} key={organisation.name}>
                <h3 style={{ fontSize: 16 }}>{organisation.name}</h3>
                <List
                  size="small"
                  dataSource={organisation.documents}
                  renderItem={(item) => (
                    <List.Item>
                      <Link to={item.path}>{item.title}</Link>
                    </List.Item>
                  )}
                />
              </Col>
            ))}
          </Row>
        </Card>
      </Col>
    </Row>
  );
}
