import { AutoComplete, Input } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '../../../runtime/requestList/RequestSearchStore';
import { useStores } from '../../app/StoresContext';
import { requestListTexts as t } from './texts';

/**
 * The client search (spec-2 §7.6, §9): suggestions of clients and requests as the user types; a
 * client chosen filters by its id, a request chosen opens its details, Enter filters by the text.
 */
export const ClientSearch = observer(function ClientSearch() {
  const { requestSearch: search, requestFilters: filters, requestList: list } = useStores();
  // Enter on a highlighted suggestion both selects it and presses Enter in the box: the choice wins.
  const chosen = useRef(false);
  const shown = filters.client || list.clientLabel || '';

  useEffect(() => {
    search.reset(shown);
  }, [search, shown]);

  const answer = search.answer;
  const options = answer
    ? [
        ...(answer.clients.length > 0
          ? [
              {
                label: t.searchClients,
                options: answer.clients.map((client) => ({
                  value: `client:${client.client_id}`,
                  label: (
                    <div className="request-search-option">
                      <span>{client.name}</span>
                      <span className="muted">
                        {t.inn} {client.inn} · {t.searchRequestsCount(client.requests)}
                      </span>
                    </div>
                  ),
                })),
              },
            ]
          : []),
        ...(answer.requests.length > 0
          ? [
              {
                label: t.searchRequests,
                options: answer.requests.map((request) => ({
                  value: `request:${request.id}`,
                  label: (
                    <div className="request-search-option">
                      <span>
                        № {request.id} · {request.name}
                      </span>
                      <span className="muted">{request.combined_status.label}</span>
                    </div>
                  ),
                })),
              },
            ]
          : []),
      ]
    : [];

  const select = (value: string) => {
    chosen.current = true;
    // The flag covers only the event that chose: a mouse choice presses no Enter to clear it.
    setTimeout(() => {
      chosen.current = false;
    }, 0);
    const [kind, id = ''] = value.split(/:(.*)/s);
    if (kind === 'client') {
      const client = answer?.clients.find((item) => item.client_id === id);
      if (!client) return;
      search.reset(client.name);
      filters.chooseClient(client.client_id, client.name);
    } else if (kind === 'request' && /^\d+$/.test(id)) {
      search.reset(shown);
      list.open(Number(id));
    }
  };

  const submit = (text: string) => {
    // A suggestion chosen by the same Enter, before or after this handler, wins over the typed text.
    if (chosen.current) return;
    setTimeout(() => {
      if (!chosen.current) filters.setClient(text);
    }, 0);
  };

  return (
    <AutoComplete
      className="requests-search"
      value={search.text}
      options={options}
      showSearch={{ filterOption: false, onSearch: search.input }}
      onSelect={select}
      notFoundContent={search.text.trim().length >= SEARCH_MIN_LENGTH && answer ? t.searchNothing : null}
      popupMatchSelectWidth={420}
    >
      <Input.Search
        aria-label={t.search}
        placeholder={t.searchPlaceholder}
        title={t.searchHint}
        maxLength={SEARCH_MAX_LENGTH}
        enterButton={t.search}
        // The box's own clear icon: the select's would sit under the search button. Clearing searches for nothing.
        allowClear
        loading={search.searching}
        onSearch={submit}
      />
    </AutoComplete>
  );
});
