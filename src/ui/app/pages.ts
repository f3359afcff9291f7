import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The page components the route table names in its "page" field. Every page is its own chunk,
 * so the first screen loads only what it shows.
 */
export const pages: Record<string, LazyExoticComponent<ComponentType>> = {
  IndexPage: lazy(() => import('../pages/IndexPage')),
  LoginPage: lazy(() => import('../pages/LoginPage')),
  RegisterPage: lazy(() => import('../pages/RegisterPage')),
  ConfirmPage: lazy(() => import('../pages/ConfirmPage')),
  RecoveryPage: lazy(() => import('../pages/RecoveryPage')),
  ConfirmRecoverPage: lazy(() => import('../pages/ConfirmRecoverPage')),
  LogoutPage: lazy(() => import('../pages/LogoutPage')),
  RequestsPage: lazy(() => import('../pages/requests/RequestsPage')),
  RequestCreatePage: lazy(() => import('../pages/request/RequestCreatePage')),
  RequestFormPage: lazy(() => import('../pages/request/RequestFormPage')),
  RequestStepPage: lazy(() => import('../pages/request/RequestStepPage')),
  ProfilePage: lazy(() => import('../pages/ProfilePage')),
  DocumentsPage: lazy(() => import('../pages/DocumentsPage')),
  ProfileDocumentsPage: lazy(() => import('../pages/profile/ProfileDocumentsPage')),
  AcceptOfferPage: lazy(() => import('../pages/request/banks/AcceptOfferPage')),
  DiscussPage: lazy(() => import('../pages/request/banks/DiscussPage')),
  ClaimPage: lazy(() => import('../pages/request/banks/ClaimPage')),
  ConsentPage: lazy(() => import('../pages/request/banks/ConsentPage')),
  SimpleSignPage: lazy(() => import('../pages/SimpleSignPage')),
  PlannedPage: lazy(() => import('../pages/PlannedPage')),
  AuditPage: lazy(() => import('../pages/audit/AuditPage')),
  DemoPage: lazy(() => import('../pages/DemoPage')),
  LegalPage: lazy(() => import('../pages/legal/LegalPage')),
  ErrorPage: lazy(() => import('../pages/ErrorPage')),
  NotFoundPage: lazy(() => import('../pages/NotFoundPage')),
};
