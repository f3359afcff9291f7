import net from 'node:net';

/** One answer as the load generator takes it: its status and the bytes of its body, not decoded. */
export interface SocketAnswer {
  status: number;
  bytes: number;
}

/** A call written once to bytes: the request line, the headers and the body. */
export interface PreparedCall {
  readonly bytes: Buffer;
  readonly label: string;
}

const headerEnd = Buffer.from('\r\n\r\n');

/**
 * The list benchmark's load generator, as close to wrk as Node gets: each connection is a bare
 * keep-alive socket that writes a call's bytes, prepared once, and reads the answer by its
 * Content-Length without decoding it. `node:http` spent 0.07–0.09 ms of the client's one thread per
 * call: the generator took three quarters of one of the machine's two cores and pushed the server and
 * PostgreSQL off the other in turns, which showed as the p99 of every route. An answer without
 * Content-Length (chunked) fails the call: every answer measured here has one.
 */
export function socketClient(base: string, headers: Record<string, string>) {
  const url = new URL(base);
  const idle: Connection[] = [];
  const all = new Set<Connection>();

  const prepare = (method: 'GET' | 'POST', path: string, body?: unknown): PreparedCall => {
    const payload = body === undefined ? null : Buffer.from(JSON.stringify(body));
    const lines = [`${method} ${path} HTTP/1.1`, `host: ${url.host}`, 'connection: keep-alive', ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
    if (payload) lines.push('content-type: application/json', `content-length: ${payload.length}`);
    const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`);
    return { bytes: payload ? Buffer.concat([head, payload]) : head, label: `${method} ${path}` };
  };

  const send = async (call: PreparedCall): Promise<SocketAnswer> => {
    const connection = idle.pop() ?? (await Connection.open(url, all));
    const answer = await connection.send(call);
    idle.push(connection);
    return answer;
  };

  return {
    prepare,
    send,
    close: () => {
      for (const connection of all) connection.close();
      all.clear();
      idle.length = 0;
    },
  };
}

class Connection {
  private buffered: Buffer = Buffer.alloc(0);
  private pending: { call: PreparedCall; resolve(answer: SocketAnswer): void; reject(error: Error): void } | null = null;
  /** The answer being read: its status and how many body bytes are still to come. */
  private reading: { status: number; bytes: number; left: number } | null = null;

  private constructor(private readonly socket: net.Socket) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.take(chunk));
    socket.on('error', (error) => this.fail(error));
    socket.on('close', () => this.fail(new Error('соединение закрыто')));
  }

  static open(url: URL, all: Set<Connection>): Promise<Connection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host: url.hostname, port: Number(url.port) }, () => {
        const connection = new Connection(socket);
        all.add(connection);
        resolve(connection);
      });
      socket.once('error', reject);
    });
  }

  send(call: PreparedCall): Promise<SocketAnswer> {
    return new Promise((resolve, reject) => {
      this.pending = { call, resolve, reject };
      this.socket.write(call.bytes);
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private take(chunk: Buffer): void {
    if (this.reading) {
      this.reading.left -= chunk.length;
      if (this.reading.left <= 0) this.finish();
      return;
    }
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    const end = this.buffered.indexOf(headerEnd);
    if (end < 0) return;
    const head = this.buffered.toString('latin1', 0, end);
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    if (!length) {
      this.fail(new Error(`${this.pending?.call.label ?? 'ответ'}: нет Content-Length`));
      return;
    }
    const bytes = Number(length[1]);
    const received = this.buffered.length - end - headerEnd.length;
    this.buffered = Buffer.alloc(0);
    this.reading = { status, bytes, left: bytes - received };
    if (this.reading.left <= 0) this.finish();
  }

  private finish(): void {
    const reading = this.reading!;
    const pending = this.pending;
    this.reading = null;
    this.pending = null;
    if (!pending) return;
    if (reading.status === 200) pending.resolve({ status: reading.status, bytes: reading.bytes });
    else pending.reject(new Error(`${pending.call.label}: ${reading.status}`));
  }

  private fail(error: Error): void {
    const pending = this.pending;
    this.pending = null;
    pending?.reject(error);
  }
}
