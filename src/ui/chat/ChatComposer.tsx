import { CheckCircleFilled, CloseOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Input, Space, Tooltip, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useRef, type ChangeEvent } from 'react';
import { fillTemplate } from '../../domain/fillTemplate';
import { formatFileSize } from '../../domain/format/formatFileSize';
import { CHAT_FILE_TYPE, type ChatStore } from '../../runtime/chat/ChatStore';
import { chatUiTexts } from './texts';

const t = chatUiTexts.composer;

/** A hidden file input behind a button: the picked files join the draft with the given document type. */
function AttachButton({ store, type, label, text = label, primary = false }: { store: ChatStore; type: string; label: string; text?: string; primary?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    if (files.length > 0) store.attach(files.map((file) => ({ file, name: file.name })), type);
    event.target.value = '';
  };
  return (
    <>
      <input ref={input} type="file" multiple hidden aria-label={label} onChange={picked} data-type={type} />
      <Button size="small" type={primary ? 'primary' : 'default'} icon={<PaperClipOutlined />} disabled={store.sending} aria-label={label} onClick={() => input.current?.click()}>
        {text}
      </Button>
    </>
  );
}

/** What the draft answers: the demand's documents, each ticked once a file of its type is attached. */
const AnswerBox = observer(function AnswerBox({ store }: { store: ChatStore }) {
  const demand = store.answering?.demand;
  if (!demand) return null;
  return (
    <div className="chat-answering" data-answering={demand.uuid}>
      <div className="chat-answering-head">
        <Typography.Text strong>{t.answering}</Typography.Text>
        <Button size="small" type="link" onClick={store.cancelAnswer} disabled={store.sending}>
          {t.cancelAnswer}
        </Button>
      </div>
      {store.answering?.text && (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} className="chat-answering-text">
          {store.answering.text}
        </Typography.Paragraph>
      )}
      <ul className="chat-checklist">
        {store.demandChecklist.map((document) => {
          const done = document.attached || document.provided;
          return (
            <li key={document.type} data-type={document.type} data-attached={document.attached}>
              {done ? <CheckCircleFilled className="chat-check chat-check--done" /> : <span className="chat-check chat-check--empty" />}
              <span className="chat-checklist-name">{document.name}</span>
              <AttachButton store={store} type={document.type} label={fillTemplate(t.attachFor, { name: document.name })} text={t.attachOne} primary={!done && document.required} />
            </li>
          );
        })}
      </ul>
      {demand.one_message && <Typography.Text type="warning">{chatUiTexts.demandOneMessage}</Typography.Text>}
    </div>
  );
});

/**
 * The composer: the text, the files, the refund and for-signing flags where the chat allows them, the
 * demand being answered, and «Отправить» — disabled with its reason when there is nothing to send. A
 * read-only chat shows why instead. While a message goes and after a failure, the draft stays as typed.
 */
export const ChatComposer = observer(function ChatComposer({ store }: { store: ChatStore }) {
  if (!store.summary) return null;
  if (!store.writable) {
    return <Alert type="info" showIcon className="chat-readonly" title={t.readonly} description={store.readonlyReason ?? undefined} data-testid="chat-readonly" />;
  }
  const refusal = store.refusal;
  const send = () => void store.send();
  return (
    <div className="chat-composer" aria-busy={store.sending}>
      <AnswerBox store={store} />
      <Input.TextArea
        aria-label={t.label}
        placeholder={store.bankUuid ? t.placeholder : t.placeholderRequest}
        autoSize={{ minRows: 2, maxRows: 8 }}
        value={store.text}
        readOnly={store.sending}
        onChange={(event) => store.setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            if (store.canSend) send();
          }
        }}
      />
      {store.attachments.length > 0 && (
        <ul className="chat-attachments">
          {store.attachments.map((file) => (
            <li key={file.id} data-type={file.type}>
              <PaperClipOutlined />
              <span className="chat-attachment-name">{file.name}</span>
              <Typography.Text type="secondary">{formatFileSize(file.size)}</Typography.Text>
              <Button size="small" type="text" icon={<CloseOutlined />} aria-label={fillTemplate(t.remove, { name: file.name })} disabled={store.sending} onClick={() => store.detach(file.id)} />
            </li>
          ))}
        </ul>
      )}
      {(store.canRefund || store.canSendForSign) && (
        <Space wrap size="middle" className="chat-flags">
          {store.canRefund && (
            <Tooltip title={t.refundHint}>
              <Checkbox checked={store.refund} disabled={store.sending} onChange={(event) => store.setRefund(event.target.checked)}>
                {t.refund}
              </Checkbox>
            </Tooltip>
          )}
          {store.canSendForSign && (
            <Tooltip title={t.waitSignHint}>
              <Checkbox checked={store.waitSign} disabled={store.sending} onChange={(event) => store.setWaitSign(event.target.checked)}>
                {t.waitSign}
              </Checkbox>
            </Tooltip>
          )}
        </Space>
      )}
      {store.sendError && <Alert type="error" showIcon title={store.sendError} className="chat-send-error" />}
      <div className="chat-composer-actions">
        <AttachButton store={store} type={CHAT_FILE_TYPE} label={t.attach} />
        <span className="chat-composer-spacer" />
        {refusal && !store.sending && (
          <Typography.Text type="secondary" className="chat-refusal">
            {refusal}
          </Typography.Text>
        )}
        <Tooltip title={refusal && !store.sending ? refusal : t.sendHint}>
          <Button type="primary" onClick={send} disabled={!store.canSend} loading={store.sending}>
            {t.send}
          </Button>
        </Tooltip>
      </div>
    </div>
  );
});
