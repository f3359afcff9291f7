/**
 * The chat calls of spec-2 §7.4 as they travel between the browser and the server. A request has its
 * own chat (kind `request`: the agent's organisation, the client and the platform operator) and one
 * chat per sub-request with its bank (kind `bank`). Messages carry files by their storage scope: the
 * browser uploads the files to `POST /v1/storage/write/file` under a new scope uuid first, then posts
 * the message with that scope.
 */

/** Why a chat is read-only now, in words for the user; null when the user may write. */
export type ChatReadonlyReason = string | null;

/** GET /v1/chat/read/list/{requestId}: the chats of a request, the request's own first, then the banks' in the banks' order. */
export interface ChatSummaryWire {
  uuid: string;
  title: string;
  count_new_messages: number;
  kind: 'request' | 'bank';
  /** The bank's uuid and its sub-request, for a bank chat. */
  bank_uuid: string | null;
  subrequest_uuid: string | null;
  /** The key of NewChatMessage's fkoKey for this chat (the bank's uuid; null for the request's chat). */
  fko_key: string | null;
  /** What the bank's settings allow now (spec-2 §3.3), computed by the server from the sub-request's status. */
  writable: boolean;
  readonly_reason: ChatReadonlyReason;
  /** A message may carry a refund request (chat.cash_refund). */
  can_refund: boolean;
  /** A message's document may be sent for signing (chat.sending_for_sign). */
  can_send_for_sign: boolean;
}

/** A document a demand asks for, ticked when the answer carried a file of that type. */
export interface ChatDemandDocumentWire {
  type: string;
  name: string;
  required: boolean;
  provided: boolean;
}

/** A bank's (or the operator's) demand shown as a message: its text and a checklist of documents. */
export interface ChatDemandWire {
  uuid: string;
  kind: 'bank' | 'admin';
  documents: ChatDemandDocumentWire[];
  answered_at: string | null;
  /** chat.demand_one_message: one answer closes it and no second one is taken. */
  one_message: boolean;
}

export interface ChatFileWire {
  /** The storage file's uuid: GET /v1/storage/read/file/{uuid}/name/{name} downloads it. */
  uuid: string;
  name: string;
  size: number;
  mime: string;
  document_type: string | null;
}

/** Who wrote a message, as the reader sees it. */
export interface ChatAuthorWire {
  name: string;
  side: 'agent' | 'client' | 'bank' | 'operator';
}

/** A message of GET /v1/chat/read/message/{chatUuid} (spec-1 §3 Chat). */
export interface ChatMessageWire {
  id: number;
  actor_organization_uuid: string | null;
  text: string;
  /** The storage scope of its files, or null. */
  scope: string | null;
  /** Its document was sent for signing and waits for the signature. */
  wait_sign: boolean;
  /** The signature once given (the signing record's uuid). */
  signed_at: string | null;
  refund: boolean;
  is_delete: boolean;
  author: ChatAuthorWire;
  /** ISO moment. */
  time: string;
  files: ChatFileWire[];
  /** Set on a message that is a demand. */
  demand: ChatDemandWire | null;
  /** Written by the reader's own organisation (only such messages may be deleted, and only by their author). */
  own: boolean;
  /** The reader may delete it: their own, not yet deleted. */
  can_delete: boolean;
  /** The reader had not seen it before this read. */
  is_new: boolean;
}

export interface ChatMessagesWire {
  chat: ChatSummaryWire;
  messages: ChatMessageWire[];
}

/** GET /v1/chat/read/message/get/scopes/{chatUuid}: the file scopes of the chat's messages, newest first. */
export interface ChatScopeWire {
  scope: string;
  message_id: number;
  files: ChatFileWire[];
}

/** POST /v2/chat/write/message-wast */
export interface ChatMarkReadBody {
  ids: number[];
}

/** POST /v1/bgchat/write/message (spec-2 §7.4); `idempotency_key` lets a retried send store one message. */
export interface ChatPostBody {
  chat_uuid: string;
  message: string;
  scope: string | null;
  /** The demand this message answers (its uuid), when it answers one. */
  entity_uuid: string | null;
  refund: boolean;
  wait_sign: boolean;
  idempotency_key: string;
}

/** POST /v2/chat/write/message/set_is_delete */
export interface ChatDeleteBody {
  message_id: number;
  request_id: number;
}
