import { Tag } from 'antd';
import { makeSuggestWidget } from './makeSuggestWidget';
import { namedStringWidget } from './tester';
import { widgetTexts } from './texts';

/** Company search (spec-2 §5.8): the name, then INN, KPP and the legal address to tell companies apart. */
export const PartyWidget = makeSuggestWidget('party', (item) => {
  const data = item.data;
  const facts = [
    data?.inn && `${widgetTexts.inn} ${data.inn}`,
    data?.kpp && `${widgetTexts.kpp} ${data.kpp}`,
    data?.address?.value,
  ].filter(Boolean);
  return (
    <div className="suggest-item">
      <div className="suggest-item-title">
        {item.value}
        {data?.state.status === 'LIQUIDATING' && (
          <Tag color="orange" className="suggest-item-tag">
            {widgetTexts.liquidating}
          </Tag>
        )}
      </div>
      {facts.length > 0 && <div className="suggest-item-hint">{facts.join(' · ')}</div>}
    </div>
  );
});

export const partyTester = namedStringWidget('party');
