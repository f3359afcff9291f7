import { Tabs } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { DeskQueueKind } from '../../../domain/wire/operatorDeskWire';
import { operatorDeskFor } from '../../../runtime/desk/operatorDeskFor';
import { useStores } from '../../app/StoresContext';
import { useIsMobile } from '../../app/useIsMobile';
import { BannerDesk } from './BannerDesk';
import { DeskQueue } from './DeskQueue';
import { deskTexts as t } from './texts';
import './desk.css';

type DeskTab = DeskQueueKind | 'banners';

/**
 * The operator's desk (/{role}/desk; docs/operator-desk.md), for platform operators only (config/routes.json
 * `operator`, and the server's 403): the queue of requests waiting for verification, the queue of those
 * waiting for the client, and the banner plates.
 */
export default observer(function OperatorDeskPage() {
  const root = useStores();
  const mobile = useIsMobile();
  const [stores] = useState(() => operatorDeskFor(root));
  const [tab, setTab] = useState<DeskTab>('verification');

  useEffect(() => {
    stores.queue.start();
    return () => stores.queue.stop();
  }, [stores]);

  useEffect(() => {
    if (tab === 'banners') void stores.banners.load();
    else stores.queue.setQueue(tab);
  }, [tab, stores]);

  return (
    <div className="operator-desk">
      <Tabs
        activeKey={tab}
        tabBarGutter={mobile ? 20 : undefined}
        onChange={(key) => setTab(key as DeskTab)}
        items={[
          { key: 'verification', label: t.tabs.verification, children: tab === 'verification' ? <DeskQueue store={stores.queue} /> : null },
          { key: 'client', label: t.tabs.client, children: tab === 'client' ? <DeskQueue store={stores.queue} /> : null },
          { key: 'banners', label: t.tabs.banners, children: tab === 'banners' ? <BannerDesk store={stores.banners} /> : null },
        ]}
      />
    </div>
  );
});
