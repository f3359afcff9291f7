import type { BankSettings } from '../../domain/banks';
import type { DeliveryOptionWire } from '../../domain/wire/offersWire';
import { fromKopecks, toKopecks } from './money';
import { offerRules } from './offerRules';

/** The courier's price in kopecks: the bank's delivery.cost, free when the bank names none. */
export function courierCost(bank: BankSettings): bigint {
  return bank.delivery.cost === null ? 0n : (toKopecks(bank.delivery.cost) ?? 0n);
}

/**
 * The forms a bank issues the guarantee in (spec-2 §3.3): digital when digital_guarantee.enabled, paper
 * when delivery.enabled — collected at the bank's office when the config names one, or brought by the
 * bank's courier at delivery.cost.
 */
export function deliveryOptionsFor(bank: BankSettings): DeliveryOptionWire[] {
  const labels = offerRules.delivery;
  const options: DeliveryOptionWire[] = [];
  if (bank.digital_guarantee.enabled) options.push({ type: 'digital', label: labels.digitalLabel, methods: [] });
  if (bank.delivery.enabled) {
    const methods: DeliveryOptionWire['methods'] = [];
    if (offerRules.pickupOffices[bank.uuid]) methods.push({ method: 'pickup', label: labels.pickupLabel, cost: '0.00', needs_address: false });
    methods.push({ method: 'courier_delivery', label: labels.courierLabel, cost: fromKopecks(courierCost(bank)), needs_address: true });
    options.push({ type: 'paper', label: labels.paperLabel, methods });
  }
  return options;
}
