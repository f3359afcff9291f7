import { App as AntApp, ConfigProvider } from 'antd';
import ruRU from 'antd/locale/ru_RU';
import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import type { ComponentProps } from 'react';
import { RouterProvider } from 'react-router';
import type { RootStore } from '../../runtime/RootStore';
import { StoresContext } from './StoresContext';
import { theme } from './theme';

dayjs.locale('ru');

/** Providers around the router: stores, antd in Russian with the product theme. */
export function App({ root, router }: { root: RootStore; router: ComponentProps<typeof RouterProvider>['router'] }) {
  return (
    <StoresContext.Provider value={root}>
      <ConfigProvider locale={ruRU} theme={theme}>
        <AntApp>
          <RouterProvider router={router} />
        </AntApp>
      </ConfigProvider>
    </StoresContext.Provider>
  );
}

