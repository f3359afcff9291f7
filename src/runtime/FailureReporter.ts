import type { ApiFailure } from '../api';
import { errorToastFor, type ErrorCatalogue, errorCatalogue } from './errorToastFor';
import { loginUrl } from './loginRedirect';
import type { ConnectionStore } from './ConnectionStore';
import type { Logger, Navigation } from './ports';
import type { RouteStore } from './RouteStore';
import type { SessionStore } from './SessionStore';
import type { ToastStore } from './ToastStore';

/**
 * Turns every failed call into what the error catalogue says (spec-2 §8): a toast, and for a
 * 401 the end of the session and a trip to login that comes back to the current address.
 */
export class FailureReporter {
  private readonly deps: {
    toasts: ToastStore;
    session: SessionStore;
    route: RouteStore;
    navigation: Navigation;
    logger: Logger;
    /** Where a call without any answer goes: the one connection-lost toast and its retries. */
    connection?: ConnectionStore;
    catalogue?: ErrorCatalogue;
  };

  constructor(deps: FailureReporter['deps']) {
    this.deps = deps;
  }

  report(failure: ApiFailure): void {
    const { toasts, session, route, navigation, logger } = this.deps;
    const outcome = errorToastFor(failure, this.deps.catalogue ?? errorCatalogue);
    if (failure.status === undefined || failure.status >= 500) {
      logger.error(`Сбой вызова ${failure.call ?? ''}`.trim(), { source: failure.source, status: failure.status, code: failure.code });
    }
    if (outcome.endSession) session.dropToken();
    if (outcome.connectionLost && this.deps.connection) {
      this.deps.connection.markLost(outcome.toast);
      return;
    }
    toasts.show(outcome.toast);
    const onExceptedRoute = route.name !== null && outcome.exceptOnRoutes.includes(route.name);
    if (outcome.redirectToLogin && !onExceptedRoute) {
      const loginPath = route.table.path(route.table.config.loginRoute);
      const here = navigation.current();
      if (here.pathname !== loginPath) navigation.go(loginUrl(loginPath, here), { replace: true });
    }
  }
}
