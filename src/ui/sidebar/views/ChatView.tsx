import { Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { banksConfig } from '../../../domain/banks';
import type { ChatMessageWire } from '../../../domain/wire/chatWire';
import { chatFor } from '../../../runtime/chat/chatFor';
import { useStores } from '../../app/StoresContext';
import { ChatComposer } from '../../chat/ChatComposer';
import { ChatThread } from '../../chat/ChatThread';
import '../../chat/chat.css';
import { SidePanel } from '../SidePanel';
import type { SidebarViewProps } from '../viewTypes';

/**
 * A chat of the request in the side panel (spec-1 side panels BankChat and Chat): the bank's chat for
 * `bankUuid`, the request's own without it. The chat reads again on a NewChatMessage of the same
 * request and bank, and on every reconnect of the live channel.
 */
function chatView(view: 'BankChat' | 'Chat') {
  return observer(function ChatPanel({ params, nav }: SidebarViewProps) {
    const root = useStores();
    const requestId = Number(params.requestNumber);
    const bankUuid = view === 'BankChat' ? (params.bankUuid ?? '') : null;
    const store = useMemo(() => chatFor(root, requestId, bankUuid), [root, requestId, bankUuid]);
    useEffect(() => {
      void store.load();
      return root.push?.watch({ requestId, reload: () => void store.load(), refreshChat: store.refreshFor });
    }, [root, store, requestId]);
    const bankName = bankUuid ? (banksConfig.banks.find((bank) => bank.uuid === bankUuid)?.middle_name ?? store.summary?.title ?? '') : '';
    const chatUuid = store.summary?.kind === 'bank' ? store.summary.uuid : null;
    // A document sent for signing in a bank chat is signed as that message's own documents (purpose chat).
    const sign = chatUuid ? (message: ChatMessageWire) => nav.open('Signing', { purpose: 'chat', chatUuid, messageId: String(message.id) }) : undefined;
    return (
      <SidePanel view={view}>
        <div className="chat-view" data-chat={store.summary?.uuid}>
          {bankName && (
            <div className="chat-head">
              <Typography.Title level={5} className="chat-head-title">
                {bankName}
              </Typography.Title>
            </div>
          )}
          <ChatThread store={store} now={root.ports.clock.now()} {...(sign ? { onSign: sign } : {})} />
          <ChatComposer store={store} />
        </div>
      </SidePanel>
    );
  });
}

/** BankChat (requestNumber, bankUuid): the chat with one bank of the request. */
export const BankChat = chatView('BankChat');
/** Chat (requestNumber): the request's own chat with the client and the platform operator. */
export const Chat = chatView('Chat');
