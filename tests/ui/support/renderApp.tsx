import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RootStore } from '../../../src/runtime/RootStore';
import { App } from '../../../src/ui/app/App';
import { buildRoutes } from '../../../src/ui/app/buildRoutes';
import { MemoryStorage, scriptedAdapter, type Route } from '../../api/support/scriptedAdapter';
import { ManualClock, MemoryClipboard, MemoryLogger } from '../../runtime/support/harness';

/** The whole app at an address, over a memory router and a scripted network. */
export function renderApp(at: string, routes: Record<string, Route> = {}, storage = new MemoryStorage()) {
  const network = scriptedAdapter(routes);
  const routerRef: { current?: ReturnType<typeof createMemoryRouter> } = {};
  const clock = new ManualClock();
  const root = new RootStore({
    role: 'agent',
    storage,
    clock,
    clipboard: new MemoryClipboard(),
    logger: new MemoryLogger(),
    apiBase: '/',
    adapter: network.adapter,
    navigation: {
      current: () => routerRef.current?.state.location ?? { pathname: '/', search: '' },
      go: (to, options) => void routerRef.current?.navigate(to, { replace: options?.replace ?? false }),
      listen: (onChange) => routerRef.current?.subscribe((state) => onChange(state.location)) ?? (() => undefined),
    },
  });
  const router = createMemoryRouter(buildRoutes(root.routes), { initialEntries: [at] });
  routerRef.current = router;
  void root.start();
  const view = render(<App root={root} router={router} />);
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, root, router, network, storage, clock, location };
}
