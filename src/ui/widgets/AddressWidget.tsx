import { makeSuggestWidget } from './makeSuggestWidget';
import { namedStringWidget } from './tester';

/** Address search in the municipal division (spec-2 §5.8), with the postal code when known. */
export const AddressWidget = makeSuggestWidget('address', (item) => (
  <div className="suggest-item">
    <div className="suggest-item-title">{item.value}</div>
    {item.data?.postal_code && <div className="suggest-item-hint">{item.data.postal_code}</div>}
  </div>
));

export const addressTester = namedStringWidget('address');
