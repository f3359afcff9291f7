import { Result, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { Suspense, useLayoutEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { guardRoute } from '../../runtime/guardRoute';
import { operatorOnlyRefusal } from '../../runtime/SessionStore';
import { pages } from './pages';
import { RouteNameContext } from './RouteNameContext';
import { useStores } from './StoresContext';

function PageSpinner() {
  return (
    <div className="page-spinner">
      <Spin size="large" />
    </div>
  );
}

/**
 * Renders one route of the table: an address whose parameters the table does not allow shows
 * the not-found page; the access rule may send the user to login, drop an external token or
 * take one from the address; otherwise the page is shown and the route store learns where we are.
 */
export const RouteGate = observer(function RouteGate({ name }: { name: string }) {
  const { routes, route, session, loginPath } = useStores();
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const known = routes.paramsValid(name, params);
  const shown = known ? name : 'NotFound';
  const entry = routes.entry(shown);
  const decision = guardRoute({
    access: entry.access,
    hasToken: session.hasToken,
    external: session.isExternal,
    location,
    loginPath,
  });
  const paramsKey = JSON.stringify(params);

  useLayoutEffect(() => {
    route.enter(shown, JSON.parse(paramsKey) as Record<string, string>);
  }, [route, shown, paramsKey]);

  useLayoutEffect(() => {
    if (decision.kind === 'redirect') {
      if (decision.dropToken) session.dropToken();
      navigate(decision.to, { replace: true });
    } else if (decision.kind === 'takeExternalToken') {
      session.takeExternalToken(decision.token);
      void session.loadUser();
      navigate(decision.to, { replace: true });
    }
  }, [decision.kind, decision.kind === 'render' ? '' : decision.to, navigate, session]);

  // An operator's page waits for the user: it is not drawn, nor its calls made, for somebody else.
  if (decision.kind !== 'render' || (entry.operator && session.user === null)) return <PageSpinner />;
  // A page config/routes.json guards with a permission: refused once the user is known (the server refuses its calls alike).
  const refusal =
    session.user === null ? undefined : entry.operator && !session.isOperator ? operatorOnlyRefusal : entry.permission !== undefined ? session.refusal(entry.permission) : undefined;
  if (refusal !== undefined) return <Result status="403" title={refusal} />;
  const Page = entry.page ? pages[entry.page] : undefined;
  if (!Page) throw new Error(`Страница ${entry.page ?? '(не указана)'} маршрута ${shown} отсутствует в реестре страниц`);
  return (
    <RouteNameContext.Provider value={shown}>
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    </RouteNameContext.Provider>
  );
});
