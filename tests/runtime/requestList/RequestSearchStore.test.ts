import { describe, expect, it } from 'vitest';
import { RequestSearchStore, SEARCH_MAX_LENGTH } from '../../../src/runtime/requestList/RequestSearchStore';
import { ManualClock } from '../support/harness';
import { fakeListApi, flush } from './support';

const client = (id: string, name: string) => ({ client_id: id, name, inn: '7707083893', kpp: null, requests: 3 });

function makeSearch() {
  const clock = new ManualClock();
  const fake = fakeListApi();
  const search = new RequestSearchStore({ api: fake.api, clock });
  return { search, clock, ...fake };
}

describe('RequestSearchStore', () => {
  it('asks 200 ms after the last keystroke, from 3 characters', async () => {
    const { search, clock, searches } = makeSearch();
    search.input('Ро');
    clock.advance(500);
    expect(searches).toHaveLength(0);
    search.input('Ром');
    clock.advance(150);
    search.input('Рома');
    clock.advance(199);
    expect(searches).toHaveLength(0);
    clock.advance(1);
    expect(searches.map((call) => call.query)).toEqual([{ query: 'Рома', show_my: true }]);
    expect(search.searching).toBe(true);
    searches[0]!.answer({ clients: [client('c-1', 'ООО «Ромашка»')], requests: [] });
    await flush();
    expect(search.searching).toBe(false);
    expect(search.answer?.clients.map((item) => item.name)).toEqual(['ООО «Ромашка»']);
  });

  it('aborts a question the user has typed past and never shows its answer', async () => {
    const { search, clock, searches } = makeSearch();
    search.input('Ромашка');
    clock.advance(200);
    search.input('Ромашка Плюс');
    expect(searches[0]!.signal?.aborted).toBe(true);
    searches[0]!.answer({ clients: [client('c-1', 'старый ответ')], requests: [] });
    clock.advance(200);
    searches[1]!.answer({ clients: [client('c-2', 'ООО «Ромашка Плюс»')], requests: [] });
    await flush();
    expect(search.answer?.clients.map((item) => item.client_id)).toEqual(['c-2']);
  });

  it('drops the suggestions when the text gets short or is reset, and cuts the text at 255 characters', async () => {
    const { search, clock, searches } = makeSearch();
    search.input('Ромашка');
    clock.advance(200);
    searches[0]!.answer({ clients: [client('c-1', 'ООО «Ромашка»')], requests: [] });
    await flush();
    search.input('Ро');
    expect(search.answer).toBeNull();
    search.input('Ромашка');
    search.reset('ООО «Ромашка»');
    clock.advance(1000);
    expect(searches).toHaveLength(1);
    expect(search.text).toBe('ООО «Ромашка»');
    search.input('я'.repeat(300));
    expect(search.text).toHaveLength(SEARCH_MAX_LENGTH);
  });

  it('shows no suggestions when the search fails', async () => {
    const { search, clock, searches } = makeSearch();
    search.input('Ромашка');
    clock.advance(200);
    searches[0]!.fail(new Error('Сервер недоступен'));
    await flush();
    expect(search.answer).toBeNull();
    expect(search.searching).toBe(false);
  });
});
