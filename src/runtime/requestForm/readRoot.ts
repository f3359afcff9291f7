import type { RequestRootWire } from '../../api';

type StepData = Record<string, Record<string, unknown>>;

/** The saved payload of each step and the names of the checked steps, whatever shape the root sends them in. */
export function readRoot(root: RequestRootWire): { data: StepData; checked: Set<string> } {
  const data: StepData = {};
  const checked = new Set<string>(root.checked_steps ?? []);
  const steps = root.steps;
  const records = Array.isArray(steps)
    ? steps.map((entry) => [entry.name ?? entry.step ?? '', entry] as const)
    : Object.entries(steps ?? {});
  for (const [name, record] of records) {
    if (record === null || typeof record !== 'object') continue;
    if (record.data !== null && typeof record.data === 'object') {
      // The context is the server's view at reading time; the form computes its own as data changes.
      const { context: _context, ...rest } = record.data;
      data[name] = rest;
    }
    if (record.checked === true) checked.add(name);
  }
  return { data, checked };
}
