import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Empty, Modal, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { formatDateTime } from '../../../domain/format/formatDate';
import type { LogLevel } from '../../../domain/logger/logRing';
import { saveBytes } from '../../documents/saveBytes';
import { useStores } from '../StoresContext';
import { layoutTexts } from './texts';

const t = layoutTexts.problem;
const levelColours: Readonly<Record<LogLevel, string>> = { error: 'red', warning: 'gold', info: 'blue' };
const SHOWN = 30;

/**
 * «Сообщить о проблеме» (spec-2 §9 logger): what the browser's log holds, newest first, and its
 * export as CSV to send to support. Open from the user menu or the footer while the logger switch is on.
 */
export const ProblemReport = observer(function ProblemReport() {
  const { log } = useStores();
  const entries = log.newestFirst;
  const download = () => saveBytes(new TextEncoder().encode(log.csv()), log.fileName(), 'text/csv;charset=utf-8');
  return (
    <Modal
      open={log.reportOpen}
      onCancel={log.closeReport}
      title={t.title}
      width={720}
      footer={[
        <Button key="clear" icon={<DeleteOutlined />} onClick={log.clear} disabled={entries.length === 0}>
          {t.clear}
        </Button>,
        <Button key="csv" type="primary" icon={<DownloadOutlined />} onClick={download}>
          {t.download}
        </Button>,
      ]}
    >
      <p>{t.lead}</p>
      <p className="muted">{t.count(entries.length)}</p>
      {entries.length === 0 ? (
        <Empty description={t.empty} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <ol className="problem-log" aria-label={t.title}>
          {entries.slice(0, SHOWN).map((entry, index) => (
            <li key={`${entry.at}:${index}`}>
              <span className="muted">{formatDateTime(entry.at)}</span> <Tag color={levelColours[entry.level]}>{t.levels[entry.level]}</Tag>
              <span className="problem-log-message">{entry.message}</span>
              {entry.details && <div className="problem-log-details">{entry.details}</div>}
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
});
