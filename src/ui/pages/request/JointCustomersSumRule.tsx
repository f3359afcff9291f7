import { Alert, Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { formatMoney } from '../../../domain/format/formatMoney';
import type { JointCustomersStore } from '../../../runtime/requestForm/JointCustomersStore';
import { jointCustomersTexts as t } from './JointCustomersTexts';
import { fill } from './texts';

const money = (value: number) => formatMoney(value, '₽');

/**
 * The sum rule as it stands, live: equal, empty, or over/short by how much, with the way to make it
 * equal; announced politely as it changes (the page's hint already holds the status role).
 */
export const JointSumRule = observer(function JointSumRule({ store }: { store: JointCustomersStore }) {
  return (
    <div aria-live="polite">
      <SumRuleState store={store} />
    </div>
  );
});

/** One of the rule's three states. */
const SumRuleState = observer(function SumRuleState({ store }: { store: JointCustomersStore }) {
  const total = money(store.activeTotal);
  const sum = store.guaranteeSum;
  const difference = store.difference;
  const accept = !store.readonly && !store.sumHolds && store.activeTotal > 0 && (
    <Button size="small" onClick={() => store.acceptTotal()}>
      {fill(t.acceptTotal, { total })}
    </Button>
  );
  if (sum === null || difference === null) {
    return <Alert type="warning" showIcon message={fill(t.sumEmpty, { total })} action={accept} />;
  }
  if (difference === 0) return <Alert type="success" showIcon message={fill(t.sumHolds, { sum: money(sum) })} />;
  return (
    <Alert
      type="error"
      showIcon
     
      message={fill(t.sumDiffers, { total, sum: money(sum), direction: difference > 0 ? t.more : t.less, difference: money(Math.abs(difference)) })}
      action={accept}
    />
  );
});
