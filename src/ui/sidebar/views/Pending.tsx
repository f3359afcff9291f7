import { Result } from 'antd';
import { SideCurtain, SidePanel } from '../SidePanel';
import { sidebarUiTexts } from '../texts';
import type { SidebarViewProps } from '../viewTypes';

const t = sidebarUiTexts.pending;

/**
 * A view whose feature comes with the chat and signing work: the entry exists so links to it open
 * something honest, which says what will be here and what to do meanwhile.
 */
function pendingView(view: string, text: string, layer: 'sidebar' | 'curtain') {
  function Pending(_props: SidebarViewProps) {
    const body = <Result status="info" title={t.title} subTitle={text} className="side-pending" />;
    return layer === 'sidebar' ? <SidePanel view={view}>{body}</SidePanel> : <SideCurtain view={view}>{body}</SideCurtain>;
  }
  Pending.displayName = `Pending(${view})`;
  return Pending;
}

export const BankChat = pendingView('BankChat', t.bankChat, 'sidebar');
export const Chat = pendingView('Chat', t.chat, 'sidebar');
