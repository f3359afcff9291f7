import { DownloadOutlined, FileProtectOutlined } from '@ant-design/icons';
import { Button, Card, Col, List, Row } from 'antd';
import { Link } from 'react-router';
import { documentTemplates } from '../../domain/documents/documentTemplates';
import { useStores } from '../app/StoresContext';
import { banksPageTexts } from './banks/texts';
import './banks/banks.css';

const texts = {
  platform: 'Документы платформы',
  partners: 'Для партнёров-агентов',
  financial: 'Документы финансовых организаций',
};

const templateTexts = banksPageTexts.documents;

/**
 * All documents (public, spec-1 §2): the blank forms to download (GET /v1/templates/read/{key}, no
 * token), then every legal text of the platform, grouped, with titles taken from the route table so
 * the list follows the table.
 */
export default function DocumentsPage() {
  const { routes, ports } = useStores();
  const templateUrl = (key: string) => `${ports.apiBase.replace(/\/$/, '')}/v1/templates/read/${key}`;
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
      <Col span={24}>
        <Card className="panel" title={templateTexts.templates}>
          <p className="muted" style={{ marginTop: 0 }}>
            {templateTexts.templatesLead}
          </p>
          <ul className="document-templates">
            {documentTemplates.map((template) => (
              <li key={template.key} className="document-template" data-template={template.key}>
                <span className="document-template-title">{template.title}</span>
                <span className="document-template-text">{template.description}</span>
                <Button href={templateUrl(template.key)} download={template.fileName} icon={<DownloadOutlined />} aria-label={`${templateTexts.download}: ${template.title}`}>
                  {templateTexts.download}
                </Button>
              </li>
            ))}
          </ul>
        </Card>
      </Col>
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
