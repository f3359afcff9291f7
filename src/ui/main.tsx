import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import appConfig from '../../config/app.json';
import { RootStore } from '../runtime/RootStore';
import { App } from './app/App';
import { browserClipboard, browserClock, browserLogger, browserStorage } from './app/browserPorts';
import { buildRoutes } from './app/buildRoutes';
import './app/styles.css';

// The router and the stores need each other: the stores navigate through the router, the
// router's pages read the stores. The navigation port reaches the router lazily.
const routerRef: { current?: ReturnType<typeof createBrowserRouter> } = {};
const root = new RootStore({
  role: __ROLE_MODE__,
  storage: browserStorage(),
  clock: browserClock,
  clipboard: browserClipboard,
  logger: browserLogger,
  apiBase: appConfig.api_base,
  navigation: {
    current: () => routerRef.current?.state.location ?? window.location,
    go: (to, options) => void routerRef.current?.navigate(to, { replace: options?.replace ?? false }),
    listen: (onChange) => routerRef.current?.subscribe((state) => onChange(state.location)) ?? (() => undefined),
  },
});
const router = createBrowserRouter(buildRoutes(root.routes));
routerRef.current = router;
void root.start();

// Errors nobody caught go to the log too (with the logger switch on): a script error, a rejected promise.
window.addEventListener('error', (event) => root.log.recordUncaught(event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => root.log.recordUncaught(event.reason));

const container = document.getElementById('app-root');
if (!container) throw new Error('Нет элемента #app-root в index.html');
createRoot(container, {
  // A render that threw and was caught by an error page: still worth a line in the log.
  onCaughtError: (error) => {
    console.error(error);
    root.log.recordUncaught(error);
  },
}).render(
  <StrictMode>
    <App root={root} router={router} />
  </StrictMode>,
);
