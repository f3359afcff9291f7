import { FileSearchOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Pagination, Segmented, Skeleton, Tabs, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { requestTabs } from '../../../runtime/activeTab';
import { requestPageSizes, type RequestPeriod } from '../../../runtime/RequestListFilters';
import { useIsMobile } from '../../app/useIsMobile';
import { useStores } from '../../app/StoresContext';
import { ClientSearch } from './ClientSearch';
import { RequestRow } from './RequestRow';
import { useRowsInStages } from './useRowsInStages';
import { requestListTexts as t } from './texts';
import './requests.css';
import { GuardedAction } from '../../components/GuardedAction';

const periodOptions = [
  { value: 'all', label: t.periodAll },
  ...Object.entries(t.periods).map(([value, label]) => ({ value, label })),
];
const pageSizeOptions = requestPageSizes.map(String);
const scopeOptions = [
  { value: 'own', label: t.scopeOwn },
  { value: 'all', label: t.scopeAll },
];

/**
 * The agent's desk (spec-1 "Request list"): tabs with their counts, the period and client filters,
 * the page of requests with their banks, and paging. The page only changes the address: the list
 * store loads what the address asks for, and the side panels open from `?selected=`.
 */
const RequestsPage = observer(function RequestsPage() {
  const { routes, requestFilters: filters, requestList: list, session } = useStores();
  // Only a platform operator may see every organisation's requests (the server checks it again).
  const operator = session.user?.platform_operator === true;
  const { filter = 'all' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  // Paging is at the foot of the list: the next page starts at its top, not where the pager was.
  const top = useRef<HTMLDivElement>(null);
  const toTop = () => top.current?.scrollIntoView({ block: 'start', behavior: 'auto' });

  // The page size is not in the address: a new size on page 1 leaves the address as it was.
  const { pageSize } = filters;
  useEffect(() => {
    list.show(filter, location.search);
  }, [list, filter, location.search, pageSize]);
  useEffect(() => list.listen(), [list]);

  const open = useCallback((requestId: number, bankUuid?: string) => list.open(requestId, bankUuid), [list]);
  const tabTitle = (tab: string) => routes.title('Requests', { filter: tab }) ?? tab;
  const { page, counts } = list;
  const rowsNow = useRowsInStages(page?.key ?? null, page?.rows.length ?? 0);

  let body;
  if (page === null && list.error === null) {
    body = <Skeleton active paragraph={{ rows: 6 }} className="request-list-skeleton" />;
  } else if (page !== null && page.rows.length === 0) {
    const text =
      page.total > 0 ? t.emptyPage : filters.isFiltered ? t.emptyFiltered : filters.tab === 'all' ? t.emptyText : t.emptyTab(tabTitle(filters.tab));
    const first = page.total === 0 && !filters.isFiltered && filters.tab === 'all';
    body = (
      <Empty
        className="requests-empty"
        image={<FileSearchOutlined className="requests-empty-icon" />}
        description={
          <>
            {first ? <Typography.Title level={4}>{t.emptyTitle}</Typography.Title> : null}
            <Typography.Paragraph className="muted">{text}</Typography.Paragraph>
          </>
        }
      />
    );
  } else if (page !== null) {
    body = page.rows.slice(0, rowsNow).map((row) => (
      <RequestRow
        key={row.id}
        row={row}
        mobile={mobile}
        formPath={routes.path('RequestForm', { id: String(row.id) })}
        onOpen={open}
      />
    ));
  }

  return (
    <div className="requests-page" ref={top}>
      <Card className="panel" styles={{ body: { paddingTop: 8 } }}>
        <div className="requests-toolbar-top">
          <Tabs
            activeKey={filters.tab}
            onChange={filters.selectTab}
            items={requestTabs.map((tab) => ({
              key: tab,
              label: (
                <span className="request-tab" data-tab={tab}>
                  {tabTitle(tab)}
                  {counts ? <span className="request-tab-count">{counts[tab as keyof typeof counts]}</span> : null}
                </span>
              ),
            }))}
          />
          <GuardedAction action="POST /v1/bgrequest/write">
            {(refused) => (
              <Button type="primary" icon={<PlusOutlined />} disabled={refused} onClick={() => navigate(routes.path('RequestCreate'))}>
                {t.newRequest}
              </Button>
            )}
          </GuardedAction>
        </div>
        <div className="requests-toolbar">
          <Segmented
            aria-label={t.periodLabel}
            value={filters.period ?? 'all'}
            options={periodOptions}
            onChange={(value) => filters.setPeriod(value === 'all' ? null : (value as RequestPeriod))}
          />
          {operator ? (
            <Segmented
              aria-label={t.scopeLabel}
              className="requests-scope"
              value={filters.everyone ? 'all' : 'own'}
              options={scopeOptions}
              onChange={(value) => filters.setEveryone(value === 'all')}
            />
          ) : null}
          <ClientSearch />
        </div>
        {list.error !== null ? (
          <Alert
            type="error"
            showIcon
            className="request-list-error"
            title={t.loadFailed}
            description={list.error}
            action={
              <Button size="small" onClick={() => void list.load()}>
                {t.retry}
              </Button>
            }
          />
        ) : null}
        <div
          className={`request-list${list.loading ? ' request-list--loading' : ''}${mobile ? ' request-list--cards' : ''}`}
          data-loading={list.isCurrent ? 'false' : 'true'}
          data-page={page?.page_number ?? ''}
          aria-busy={list.loading}
        >
          <div className="request-list-progress" />
          {body}
        </div>
        {page !== null && page.total > 0 ? (
          <div className="request-list-footer">
            <span className="muted">{t.total(page.total)}</span>
            <Pagination
              current={filters.page}
              pageSize={filters.pageSize}
              total={page.total}
              showSizeChanger
              pageSizeOptions={pageSizeOptions}
              size={mobile ? 'small' : 'medium'}
              onChange={(next, size) => {
                // The size changer hands back the option as written (a string).
                const chosen = Number(size);
                if (chosen !== filters.pageSize) filters.setPageSize(chosen);
                else filters.setPage(next);
                toTop();
              }}
            />
          </div>
        ) : null}
      </Card>
    </div>
  );
});

export default RequestsPage;
