import { Tabs } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { DeskQueueKind } from '../../../domain/wire/operatorDeskWire';
import { operatorDeskFor } from '../../../runtime/desk/operatorDeskFor';
import { useStores } from '../../app/StoresContext';
import { saveBytes } from '../../documents/saveBytes';
import { useIsMobile } from '../../app/useIsMobile';
import { ActsDesk } from './ActsDesk';
import { BannerDesk } from './BannerDesk';
import { DeskQueue } from './DeskQueue';
import { deskTexts as t } from './texts';
import './desk.css';

type DeskTab = DeskQueueKind | 'banners' | 'acts';

/**
 * The operator's desk (/{role}/desk; docs/operator-desk.md), for platform operators only (config/routes.json
 * `operator`, and the server's 403): the queue of requests waiting for verification, the queue of those
 * waiting for the client, the banner plates, and every agent's acts of mutual settlements.
 */
export default observer(function OperatorDeskPage() {
  const root = useStores();
  const mobile = useIsMobile();
  const [stores] = useState(() => operatorDeskFor(root, saveBytes));
  const [tab, setTab] = useState<DeskTab>('verification');

  useEffect(() => {
    stores.queue.start();
    return () => stores.queue.stop();
  }, [stores]);

  useEffect(() => {
    if (tab === 'banners') void stores.banners.load();
    else if (tab === 'acts') void stores.acts.load();
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
          { key: 'acts', label: t.tabs.acts, children: tab === 'acts' ? <ActsDesk store={stores.acts} mobile={mobile} /> : null },
        ]}
      />
    </div>
  );
});
