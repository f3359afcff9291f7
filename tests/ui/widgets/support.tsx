import Form from '@rjsf/antd';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import ruRU from 'antd/locale/ru_RU';
import { createHttp } from '../../../src/api';
import { createSuggestionsApi } from '../../../src/api/suggestions';
import { SuggestService } from '../../../src/runtime/suggest/SuggestService';
import { formKit, SuggestServiceContext } from '../../../src/ui/widgets';
import { MemoryStorage, scriptedAdapter, type Route } from '../../api/support/scriptedAdapter';
import { ManualClock } from '../../runtime/support/harness';

/** The suggestion service's reply with these suggestions. */
export const found = (...suggestions: unknown[]) => ({ status: 200, body: { suggestions } });

/**
 * A form of our kit over a scripted suggestion service and a manual clock; `data()` is the form data
 * as the form last reported it.
 */
export function renderForm(schema: RJSFSchema, uiSchema: UiSchema, routes: Record<string, Route>, formData: unknown = {}) {
  const clock = new ManualClock();
  const network = scriptedAdapter(routes);
  const storage = new MemoryStorage();
  storage.setItem('bg_token', 'jwt-token');
  const service = new SuggestService({ api: createSuggestionsApi(createHttp({ baseURL: '/', storage, adapter: network.adapter })), clock });
  let data: unknown = formData;
  const view = render(
    <ConfigProvider locale={ruRU}>
      <SuggestServiceContext.Provider value={service}>
        <Form {...formKit} schema={schema} uiSchema={uiSchema} formData={formData} onChange={(event) => (data = event.formData)} />
      </SuggestServiceContext.Provider>
    </ConfigProvider>,
  );
  return { ...view, clock, network, data: () => data };
}
