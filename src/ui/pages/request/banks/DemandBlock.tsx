import { Alert, Button, List, Typography } from 'antd';
import { fillTemplate } from '../../../../domain/fillTemplate';
import { formatDateTime } from '../../../../domain/format/formatDate';
import type { DemandWire } from '../../../../domain/wire/banksWire';
import { banksUiTexts } from './texts';

const c = banksUiTexts.card;

/**
 * The demand a bank in «Запрос» waits to have answered: who asks and when, the text, the documents asked
 * for, and how the answer is given — in the bank's chat, which «Ответить в чате» opens.
 */
export function DemandBlock({ demand, onOpenChat }: { demand: DemandWire; onOpenChat?: () => void }) {
  const admin = demand.kind === 'admin';
  return (
    <Alert
      type="warning"
      className="bank-demand"
      data-demand={demand.uuid}
      title={fillTemplate(admin ? c.demandAdmin : c.demandBank, { date: formatDateTime(demand.created_at) })}
      description={
        <>
          <Typography.Paragraph className="bank-demand-text">{demand.text}</Typography.Paragraph>
          {demand.required_documents.length > 0 && (
            <List
              size="small"
              className="bank-demand-documents"
              header={<Typography.Text strong>{c.demandDocuments}</Typography.Text>}
              dataSource={demand.required_documents}
              renderItem={(document) => <List.Item>{document.name}</List.Item>}
            />
          )}
          <Typography.Paragraph type="secondary" className="bank-demand-how">
            <Typography.Text strong>{`${c.demandHow}. `}</Typography.Text>
            {admin ? c.demandAnswerAdmin : c.demandAnswerBank}
          </Typography.Paragraph>
          {onOpenChat && (
            <Button size="small" type="primary" className="bank-demand-chat" onClick={onOpenChat}>
              {c.demandOpenChat}
            </Button>
          )}
        </>
      }
    />
  );
}
