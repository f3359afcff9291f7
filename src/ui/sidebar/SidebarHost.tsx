import { ArrowLeftOutlined, CloseOutlined, ColumnWidthOutlined, ShrinkOutlined } from '@ant-design/icons';
import { Button, Drawer, Tooltip, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { tokenOf } from '../../runtime/sidebar/sidebarAddress';
import type { SidebarStore } from '../../runtime/sidebar/SidebarStore';
import { INFO_SIDEBAR_ID } from '../app/layout/Regions';
import { useStores } from '../app/StoresContext';
import { useIsMobile } from '../app/useIsMobile';
import { PanelStyles } from './PanelStyles';
import { sidebarRegistry } from './registry';
import { sidebarUiTexts } from './texts';
import './sidebar.css';

const t = sidebarUiTexts.frame;

function isEditable(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/** The popups of antd that take Escape for themselves (a select's list, a dropdown menu, a date picker, a popconfirm). */
const popupSelector = ['.ant-select-dropdown', '.ant-dropdown', '.ant-picker-dropdown', '.ant-cascader-dropdown', '.ant-popover']
  .map((popup) => `${popup}:not(${popup}-hidden)`)
  .join(',');

/**
 * Whether an Escape belongs to a popup rather than to the panel: the key came from a control that says it
 * is expanded (a select's combobox, a dropdown's trigger), or a popup is open on the page (its list is
 * rendered outside the panel, at the end of the body).
 */
function popupTakesEscape(target: EventTarget | null): boolean {
  if (target instanceof Element && target.closest('[aria-expanded="true"]')) return true;
  return document.querySelector(popupSelector) !== null;
}

/** Escape closes an open dropdown first, then the curtain, then the panel; typing in a field keeps its own Escape. */
function useEscape(sidebar: SidebarStore): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || isEditable(event.target) || popupTakesEscape(event.target)) return;
      if (sidebar.curtainKey) sidebar.closeCurtain();
      else if (sidebar.isOpen) sidebar.close();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [sidebar]);
}

const PanelFrame = observer(function PanelFrame({ sidebar, onList, mobile }: { sidebar: SidebarStore; onList: boolean; mobile: boolean }) {
  const key = sidebar.panelKey;
  const entry = key ? sidebarRegistry[key] : undefined;
  const address = sidebar.address;
  if (!entry || !address) return null;
  const params = sidebar.panelParams;
  const View = entry.component;
  return (
    <div className={`side-frame${onList && !mobile ? (sidebar.wide ? ' side-frame--wide' : ' side-frame--short') : ''}`}>
      <header className="side-frame-head">
        {sidebar.canGoBack && <Button type="text" size="small" icon={<ArrowLeftOutlined />} aria-label={t.back} title={t.back} onClick={sidebar.back} />}
        <Typography.Text strong className="side-frame-title" ellipsis>
          {entry.title(params)}
        </Typography.Text>
        {onList && !mobile && (
          <Tooltip title={sidebar.wide ? t.short : t.wide}>
            <Button
              type="text"
              size="small"
              className="side-frame-width"
              icon={sidebar.wide ? <ShrinkOutlined /> : <ColumnWidthOutlined />}
              aria-label={sidebar.wide ? t.short : t.wide}
              aria-pressed={sidebar.wide}
              onClick={sidebar.toggleWide}
            />
          </Tooltip>
        )}
        <Button type="text" size="small" icon={<CloseOutlined />} aria-label={t.close} title={t.close} onClick={sidebar.close} />
      </header>
      <div className="side-frame-body">
        {/* A new view is a new component: its state never leaks from the previous one. */}
        <View key={`${address.requestNumber}/${tokenOf(address.panel)}`} params={params} nav={sidebar} />
      </div>
    </div>
  );
});

const CurtainLayer = observer(function CurtainLayer({ sidebar, mobile }: { sidebar: SidebarStore; mobile: boolean }) {
  const key = sidebar.curtainKey;
  const entry = key ? sidebarRegistry[key] : undefined;
  const params = sidebar.curtainParams;
  const View = entry?.component;
  return (
    <Drawer
      open={entry !== undefined}
      onClose={sidebar.closeCurtain}
      keyboard={false}
      title={entry?.title(params)}
      size={mobile ? '100%' : 880}
      rootClassName="side-curtain-layer"
      destroyOnHidden
      closeIcon={<CloseOutlined aria-label={t.closeCurtain} />}
    >
      {View && <View key={JSON.stringify(params)} params={params} nav={sidebar} />}
    </Drawer>
  );
});

const RestoreBar = observer(function RestoreBar({ sidebar }: { sidebar: SidebarStore }) {
  const place = sidebar.restorable;
  if (!sidebar.canRestore || !place) return null;
  const key = sidebar.keyOf('sidebar', place);
  const title = key ? sidebarRegistry[key]?.title(place.params) : undefined;
  return (
    <div className="side-restore" role="status">
      <Typography.Text>{title ? `${t.restoreTitle}: ${title}` : t.restoreTitle}</Typography.Text>
      <Button size="small" type="primary" onClick={sidebar.restore}>
        {t.restore}
      </Button>
      <Button size="small" type="text" icon={<CloseOutlined />} aria-label={t.forget} title={t.forget} onClick={sidebar.forgetLastHistory} />
    </div>
  );
});

/**
 * Shows the side panel the address names on any page of the cabinet: in the layout's InfoSidebar slot
 * on a desktop (wide or short on the request list), as a full-screen drawer on a phone; the curtain as
 * a second layer over it; «Вернуть» after a panel was closed. The sidebar store hears a new address of
 * the same page from the router at once (`follow`), so a click on a list row renders the panel without
 * waiting for the page's own re-render of that address (a transition spread over frames); a new page's
 * address is handed to the store as that page renders, before the browser paints.
 */
export const SidebarHost = observer(function SidebarHost() {
  const root = useStores();
  const { sidebar } = root;
  const location = useLocation();
  const mobile = useIsMobile();
  const [slot, setSlot] = useState<HTMLElement | null>(null);

  useLayoutEffect(() => {
    sidebar.setCatalogue(sidebarRegistry);
    sidebar.sync(location.search);
    const stop = sidebar.follow();
    try {
      sidebar.attachSession(window.sessionStorage);
    } catch {
      // Without session storage the history lasts until a reload.
    }
    return stop;
    // Once per store: the catalogue and the stored history belong to the app, not to an address.
  }, [sidebar]);

  useLayoutEffect(() => {
    sidebar.syncRendered(location);
  }, [sidebar, location]);

  useLayoutEffect(() => {
    setSlot(document.getElementById(INFO_SIDEBAR_ID));
  }, [mobile]);

  useEscape(sidebar);

  const onList = root.route.name === 'Requests';
  const frame = sidebar.isOpen ? <PanelFrame sidebar={sidebar} onList={onList} mobile={mobile} /> : null;
  return (
    <>
      {mobile ? (
        <Drawer open={sidebar.isOpen} closable={false} keyboard={false} size="100%" placement="right" rootClassName="side-mobile" onClose={sidebar.close}>
          {frame}
        </Drawer>
      ) : (
        slot && frame && createPortal(frame, slot)
      )}
      {/* Mounted while the panel is closed too: a Drawer mounted with each panel registered its styles anew each time. */}
      <CurtainLayer sidebar={sidebar} mobile={mobile} />
      <RestoreBar sidebar={sidebar} />
      <PanelStyles />
    </>
  );
});
