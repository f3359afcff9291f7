import { FileSearchOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Input, Segmented, Tabs, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { requestTabs } from '../../runtime/activeTab';
import type { RequestPeriod } from '../../runtime/RequestListFilters';
import { useStores } from '../app/StoresContext';

const texts = {
  newRequest: 'Новая заявка',
  periodAll: 'За всё время',
  periods: { today: 'Сегодня', yesterday: 'Вчера', week: 'Неделя' } as Record<RequestPeriod, string>,
  periodLabel: 'Период',
  search: 'Поиск по клиенту',
  searchPlaceholder: 'ИНН или наименование клиента',
  emptyTitle: 'Заявок пока нет',
  emptyText:
    'Здесь появятся заявки на банковские гарантии вашей организации: черновики, отправленные в банки заявки, предложения банков, запросы и сделки. Создайте заявку — и после отправки вы увидите здесь ответы банков.',
  emptyFiltered: 'По выбранному периоду и клиенту заявок нет.',
};

/**
 * The request list frame (spec-1 §2): tabs all/offers/demands/deals/drafts, the new-request
 * button, period filters and the client search, with an honest empty state.
 */
const RequestsPage = observer(function RequestsPage() {
  const { routes, requestFilters: filters } = useStores();
  const { filter = 'all' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    filters.readFrom(filter, location.search);
  }, [filters, filter, location.search]);

  const filtered = filters.period !== null || filters.client !== '';
  const periodOptions = [
    { value: 'all', label: texts.periodAll },
    ...Object.entries(texts.periods).map(([value, label]) => ({ value, label })),
  ];

  return (
    <div className="requests-page">
      <Card className="panel" styles={{ body: { paddingTop: 8 } }}>
        <div className="requests-toolbar-top">
          <Tabs
            activeKey={filter}
            onChange={filters.selectTab}
            items={requestTabs.map((tab) => ({ key: tab, label: routes.title('Requests', { filter: tab }) }))}
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(routes.path('RequestCreate'))}>
            {texts.newRequest}
          </Button>
        </div>
        <div className="requests-toolbar">
          <Segmented
            aria-label={texts.periodLabel}
            value={filters.period ?? 'all'}
            options={periodOptions}
            onChange={(value) => filters.setPeriod(value === 'all' ? null : (value as RequestPeriod))}
          />
          <Input.Search
            key={filters.client}
            aria-label={texts.search}
            placeholder={texts.searchPlaceholder}
            defaultValue={filters.client}
            allowClear
            enterButton={texts.search}
            onSearch={filters.setClient}
            className="requests-search"
          />
        </div>
        <Empty
          className="requests-empty"
          image={<FileSearchOutlined className="requests-empty-icon" />}
          description={
            <>
              <Typography.Title level={4}>{texts.emptyTitle}</Typography.Title>
              <Typography.Paragraph className="muted">{filtered ? texts.emptyFiltered : texts.emptyText}</Typography.Paragraph>
            </>
          }
        />
      </Card>
    </div>
  );
});

export default RequestsPage;
