import { makeSuggestWidget } from './makeSuggestWidget';
import { namedStringWidget } from './tester';

/** Passport issuer code search (spec-2 §7.6 fms_unit): the department code and the issuer's name. */
export const FmsUnitWidget = makeSuggestWidget('fms_unit', (item) => (
  <div className="suggest-item">
    <div className="suggest-item-title">
      {item.data?.code && <span className="suggest-item-code">{item.data.code}</span>} {item.value}
    </div>
  </div>
));

export const fmsUnitTester = namedStringWidget('fms_unit');
