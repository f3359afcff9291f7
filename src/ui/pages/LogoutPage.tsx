import { Spin } from 'antd';
import { useEffect } from 'react';
import { useStores } from '../app/StoresContext';
import { pageTexts } from './texts';

/** Ends the session (POST /v1/logout/write), forgets the token and goes to login. */
export default function LogoutPage() {
  const root = useStores();
  useEffect(() => {
    void root.logout();
  }, [root]);
  return (
    <div className="page-spinner" role="status">
      <Spin size="large" />
      <span className="muted" style={{ marginLeft: 12 }}>
        {pageTexts.logout.busy}
      </span>
    </div>
  );
}
