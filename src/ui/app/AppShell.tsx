import { Layout } from 'antd';
import { autorun } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { ArrowUp } from './layout/ArrowUp';
import { BannerStack } from './layout/BannerStack';
import { CookieNotice } from './layout/CookieNotice';
import { EmailPrompt } from './layout/EmailPrompt';
import { Footer } from './layout/Footer';
import { GridTop } from './layout/GridTop';
import { Header } from './layout/Header';
import { LeftSidebar } from './layout/LeftSidebar';
import { LoadingIndicator } from './layout/LoadingIndicator';
import { ProblemReport } from './layout/ProblemReport';
import { InfoSidebar, RightSidebar } from './layout/Regions';
import { ToastStack } from './layout/ToastStack';
import { SidebarHost } from '../sidebar/SidebarHost';
import { useStores } from './StoresContext';
import { useIsMobile } from './useIsMobile';

/**
 * The root layout (spec-1 §2): banners on top, Header, GridTop, LeftSidebar, the page, Footer,
 * RightSidebar, InfoSidebar and ArrowUp, plus the loader, the toasts and the cookie notice.
 * The light variant (sign-in, registration, legal and error pages) keeps only the header,
 * the page and the footer.
 */
export const AppShell = observer(function AppShell() {
  const { route, session, config } = useStores();
  const mobile = useIsMobile();

  useEffect(
    () =>
      autorun(() => {
        document.title = route.documentTitle;
      }),
    [route],
  );

  // A full-layout page seen without a session (the public documents page) keeps its heading
  // but not the cabinet's panels.
  const full = route.layout === 'full';
  const light = !full || !session.hasToken;
  return (
    <Layout className={light ? 'app app--light' : 'app'}>
      <LoadingIndicator />
      {!light && <BannerStack />}
      <Header light={!full} />
      <Layout className="app-body">
        {!light && !mobile && (
          <Layout.Sider width={248} className="app-sider" theme="light">
            <LeftSidebar />
          </Layout.Sider>
        )}
        <Layout.Content className={light ? 'app-main app-main--light' : 'app-main'}>
          <main>
            {full && <GridTop />}
            <Outlet />
          </main>
        </Layout.Content>
        {!light && <InfoSidebar wide={route.name === 'Requests'} />}
        {!light && <RightSidebar />}
      </Layout>
      {!light && <SidebarHost />}
      <Footer />
      <ArrowUp pageName={route.name} />
      <ToastStack />
      <CookieNotice />
      {config.switches.logger && <ProblemReport />}
      {!light && <EmailPrompt />}
    </Layout>
  );
});
