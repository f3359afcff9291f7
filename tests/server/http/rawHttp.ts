import { connect } from 'node:net';

/** What a listening server answered to a hand-written request. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The server ended the connection after the answer. */
  closed: boolean;
  /** From the first byte sent to the whole answer. */
  ms: number;
}

/** A piece of the body to send, or a pause in milliseconds before the next one. */
export type Piece = Buffer | number;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a POST over a real socket, the body in the given pieces and pauses, as a slow or stalling
 * client would; resolves with the answer once it is complete, or rejects after `giveUpMs`.
 */
export async function rawPost(port: number, path: string, headers: Record<string, string>, pieces: readonly Piece[], giveUpMs = 8000): Promise<RawAnswer> {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  const started = performance.now();
  let received = Buffer.alloc(0);
  let ended = false;
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${giveUpMs} ms`));
    }, giveUpMs);
    const complete = (): RawAnswer | null => {
      const head = received.indexOf('\r\n\r\n');
      if (head < 0) return null;
      const [statusLine = '', ...lines] = received.subarray(0, head).toString('latin1').split('\r\n');
      const fields = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      const body = received.subarray(head + 4);
      if (body.length < Number(fields['content-length'] ?? Infinity) && !ended) return null;
      return { status: Number(statusLine.split(' ')[1]), headers: fields, body: body.toString('utf8'), closed: ended, ms: performance.now() - started };
    };
    const settle = async (): Promise<void> => {
      const done = complete();
      if (!done) return;
      clearTimeout(timer);
      socket.off('data', onData);
      // A closing server sends its FIN right after the answer.
      if (!done.closed) await Promise.race([new Promise((resolveEnd) => socket.once('end', resolveEnd)), sleep(500)]);
      resolve({ ...done, closed: ended });
      socket.destroy();
    };
    const onData = (chunk: Buffer): void => {
      received = Buffer.concat([received, chunk]);
      void settle();
    };
    socket.on('data', onData);
    socket.on('end', () => {
      ended = true;
      void settle();
    });
  });
  const head = [`POST ${path} HTTP/1.1`, 'Host: 127.0.0.1', ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`), '', ''].join('\r\n');
  socket.write(head);
  void (async () => {
    for (const piece of pieces) {
      if (socket.destroyed || ended) return;
      if (typeof piece === 'number') await sleep(piece);
      else socket.write(piece);
    }
  })();
  return answer;
}
