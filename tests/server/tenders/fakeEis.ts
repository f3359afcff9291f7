import { loadRecordings, startRecordedServer, type Recording } from '../suggestions/recordedServer';

/** One recorded answer of the EIS gateway. */
export type EisFixture = Recording<{ method: 'GET'; path: string }>;

export const loadEisFixtures = () => loadRecordings<EisFixture['request']>('eis');

/**
 * A local EIS gateway that replays the recorded answers by path, checks the bearer key, and can fail,
 * hang or answer garbage to exercise the adapter. A path without a recording is kept in `unrecorded`.
 */
export async function startFakeEis(token: string) {
  const recordings = new Map(loadEisFixtures().map((f) => [f.request.path, f.response]));
  const unrecorded: string[] = [];
  const mode = { value: 'replay' as 'replay' | 'fail' | 'hang' | 'garbage' };
  const server = await startRecordedServer((request) => {
    if (mode.value === 'hang') return null;
    if (mode.value === 'fail') return { status: 500, body: { message: 'internal error' } };
    if (request.headers.authorization !== `Bearer ${token}`) return { status: 401, body: { message: 'unauthorized' } };
    if (mode.value === 'garbage') return { status: 200, body: { purchaseNumber: request.url, lots: 'none' } };
    const recorded = recordings.get(request.url ?? '');
    if (recorded) return recorded;
    unrecorded.push(request.url ?? '');
    return { status: 500, body: { unrecorded: request.url } };
  });
  return { ...server, mode, unrecorded };
}
