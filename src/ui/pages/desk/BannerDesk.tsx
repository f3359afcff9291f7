import { Alert, Button, Card, Checkbox, Col, Empty, Form, Input, List, Popconfirm, Row, Select, Space, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { formatDateTime } from '../../../domain/format/formatDate';
import type { BannerAudienceWire, BannerTypeWire, OperatorBannerWire } from '../../../domain/wire/bannersWire';
import type { BannerDeskStore } from '../../../runtime/desk/BannerDeskStore';
import { deskTexts as t } from './texts';

const typeOptions = (Object.keys(t.types) as BannerTypeWire[]).map((value) => ({ value, label: t.types[value] }));
const audienceOptions = (Object.keys(t.audiences) as BannerAudienceWire[]).map((value) => ({ value, label: t.audiences[value] }));

/** A published plate as the server stored it (sanitised), with its audience and fate. */
function PublishedPlate({ store, plate }: { store: BannerDeskStore; plate: OperatorBannerWire }) {
  const audience = plate.organization_inn ? `${t.audiences[plate.audience]}, ${t.forOrganization(plate.organization_inn)}` : t.audiences[plate.audience];
  return (
    <List.Item
      className="desk-plate"
      data-banner={plate.id}
      actions={
        plate.withdrawn_at === null
          ? [
              <Popconfirm key="withdraw" title={t.withdrawConfirm} okText={t.yes} cancelText={t.no} onConfirm={() => void store.withdraw(plate.id)}>
                <Button size="small" danger disabled={store.busy}>
                  {t.withdraw}
                </Button>
              </Popconfirm>,
            ]
          : []
      }
    >
      <div className="desk-plate-body">
        <Alert type={plate.type} showIcon title={<span className="banner-html" dangerouslySetInnerHTML={{ __html: plate.content }} />} />
        <Space wrap size={[6, 4]} className="desk-plate-facts">
          {plate.withdrawn_at === null ? <Tag color="green">{t.live}</Tag> : <Tag>{t.withdrawnAt(formatDateTime(plate.withdrawn_at))}</Tag>}
          <Tag>{audience}</Tag>
          <Tag>{plate.closable ? t.closable_ : t.fixed}</Tag>
          <Typography.Text type="secondary">{t.publishedBy(plate.created_by, formatDateTime(plate.created_at))}</Typography.Text>
          <Typography.Text type="secondary">{t.closedCount(plate.closed_count)}</Typography.Text>
        </Space>
      </div>
    </List.Item>
  );
}

/** The desk's banners: a new plate on the left, the published ones on the right (one column on a phone). */
export const BannerDesk = observer(function BannerDesk({ store }: { store: BannerDeskStore }) {
  const { draft } = store;
  return (
    <div className="desk-banners">
      <Typography.Paragraph className="desk-lead">{t.bannersLead}</Typography.Paragraph>
      <Row gutter={[20, 20]}>
        <Col xs={24} lg={10}>
          <Card className="panel" title={t.newBanner} size="small">
            <Form layout="vertical" onFinish={() => void store.publish()}>
              <Form.Item label={t.content} htmlFor="banner-content" validateStatus={store.problem ? 'error' : undefined} help={store.problem ?? undefined}>
                <Input.TextArea
                  id="banner-content"
                  autoSize={{ minRows: 3, maxRows: 8 }}
                  maxLength={4000}
                  placeholder={t.contentPlaceholder}
                  value={draft.content}
                  onChange={(event) => store.setDraft({ content: event.target.value })}
                />
              </Form.Item>
              <Row gutter={12}>
                <Col xs={24} sm={12}>
                  <Form.Item label={t.type} htmlFor="banner-type">
                    <Select id="banner-type" options={typeOptions} value={draft.type} onChange={(type) => store.setDraft({ type })} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item label={t.audience} htmlFor="banner-audience">
                    <Select id="banner-audience" options={audienceOptions} value={draft.audience} onChange={(audience) => store.setDraft({ audience })} />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item label={t.organizationInn} htmlFor="banner-inn" extra={t.organizationInnHint}>
                <Input id="banner-inn" inputMode="numeric" maxLength={12} value={draft.organizationInn} onChange={(event) => store.setDraft({ organizationInn: event.target.value.replace(/\D/g, '') })} />
              </Form.Item>
              <Form.Item>
                <Checkbox checked={draft.closable} onChange={(event) => store.setDraft({ closable: event.target.checked })}>
                  {t.closable}
                </Checkbox>
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={store.busy}>
                {t.publish}
              </Button>
            </Form>
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card className="panel" title={t.published} size="small" loading={store.loading && store.list.length === 0}>
            {store.list.length === 0 ? <Empty description={t.noBanners} /> : <List dataSource={store.list} renderItem={(plate) => <PublishedPlate store={store} plate={plate} />} />}
          </Card>
        </Col>
      </Row>
    </div>
  );
});
