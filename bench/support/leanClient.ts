import http from 'node:http';

/** An answer as the load generator takes it: the status and the bytes received, not decoded. */
export interface LeanAnswer {
  status: number;
  bytes: number;
}

/**
 * The load generator of the list benchmark: plain `node:http` over keep-alive sockets that reads every
 * answer to its last byte and decodes nothing, as wrk or autocannon do. The benchmark's client shares
 * the machine's two cores with the server and PostgreSQL, and `fetch` spent some 2 ms of its own single
 * thread on each page (streams, gunzip, text): the page's requests per second then measured the client.
 * Answers are checked apart (decoded and parsed) before each measurement.
 */
export function leanClient(base: string, sockets: number, headers: Record<string, string>) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  return {
    send(method: 'GET' | 'POST', path: string, body?: unknown): Promise<LeanAnswer> {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      return new Promise((resolve, reject) => {
        const request = http.request(
          {
            host: url.hostname,
            port: url.port,
            method,
            path,
            agent,
            headers: { ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }) },
          },
          (response) => {
            let bytes = 0;
            response.on('data', (chunk: Buffer) => (bytes += chunk.length));
            response.on('end', () => {
              const status = response.statusCode ?? 0;
              if (status === 200) resolve({ status, bytes });
              else reject(new Error(`${method} ${path}: ${status}`));
            });
            response.on('error', reject);
          },
        );
        request.on('error', reject);
        request.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}
