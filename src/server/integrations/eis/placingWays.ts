import type { SupplierSelection } from '../datasets';

/**
 * Supplier selection (spec-1 §3: 2 sole supplier, 3 auction, 4 contest, 5 other, 6 closed auction,
 * 7 closed contest) read from the EIS placing way. 44-FZ codes are known exactly; 223-FZ customers name
 * their own ways, so the name decides by its first matching word.
 */
const byCode: Readonly<Record<string, SupplierSelection>> = {
  EA20: 3,
  EA44: 3,
  EAP20: 3,
  EF: 3,
  OK20: 4,
  OKU20: 4,
  OKA20: 4,
  OK44: 4,
  ZK20: 5,
  ZKP20: 5,
  ZK44: 5,
  EP20: 2,
  EP44: 2,
  ZA20: 6,
  ZA44: 6,
  ZKK20: 7,
  ZK_CLOSED: 7,
};

const byWord: readonly [RegExp, SupplierSelection][] = [
  [/единствен/i, 2],
  [/аукцион/i, 3],
  [/конкурс/i, 4],
];

export function supplierSelectionOf(placingWay: { code: string; name: string }, closed: boolean): SupplierSelection {
  const known = byCode[placingWay.code.toUpperCase()] ?? byWord.find(([word]) => word.test(placingWay.name))?.[1] ?? 5;
  if (closed && known === 3) return 6;
  if (closed && known === 4) return 7;
  return known;
}
