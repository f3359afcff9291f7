import { Tag } from 'antd';
import type { RevisionActWire } from '../../../domain/wire/revisionWire';
import { revisionsTexts as t } from './texts';

/** An act's state in the agent's words; a formed act that was disputed says so. */
export function ActStateTag({ act }: { act: RevisionActWire }) {
  if (act.state === 'formed' && act.dispute) return <Tag color="red">{t.desk.disputed}</Tag>;
  return (
    <Tag color={t.stateColors[act.state]} data-state={act.state}>
      {t.states[act.state]}
    </Tag>
  );
}
