import { makeSuggestWidget } from './makeSuggestWidget';
import { namedStringWidget } from './tester';
import { widgetTexts } from './texts';

/** Bank search by BIK or name (spec-2 §5.8): the name, then BIK, correspondent account and address. */
export const BankWidget = makeSuggestWidget('bank', (item) => {
  const data = item.data;
  const facts = [
    data?.bic && `${widgetTexts.bik} ${data.bic}`,
    data?.correspondent_account && `${widgetTexts.corAccount} ${data.correspondent_account}`,
    data?.address?.value,
  ].filter(Boolean);
  return (
    <div className="suggest-item">
      <div className="suggest-item-title">{item.value}</div>
      {facts.length > 0 && <div className="suggest-item-hint">{facts.join(' · ')}</div>}
    </div>
  );
});

export const bankTester = namedStringWidget('bank');
