import { inspectJson } from '../http/inspectJson';

/** Facts of the SignalR JSON hub protocol (version 1) that the notification hub speaks. */

/** Every JSON record ends with this separator; one WebSocket frame may carry several records. */
export const recordSeparator = '\x1e';

/** Message types of the hub protocol. */
export const messageType = {
  invocation: 1,
  streamItem: 2,
  completion: 3,
  streamInvocation: 4,
  cancelInvocation: 5,
  ping: 6,
  close: 7,
} as const;

/** The only protocol this hub speaks. */
export const supportedProtocol = { protocol: 'json', version: 1 } as const;

/** The request bodies' limit: nothing downstream should ever walk a record built to nest. */
function nestsTooDeep(value: unknown): boolean {
  return inspectJson(value)?.kind === 'tooDeep';
}

/** Turns one message into a record. */
export function toRecord(message: unknown): string {
  return JSON.stringify(message) + recordSeparator;
}

/**
 * Splits incoming text into complete records; what follows the last separator is an unfinished
 * record kept for the next frame.
 */
export function splitRecords(buffered: string): { records: string[]; rest: string } {
  const parts = buffered.split(recordSeparator);
  const rest = parts.pop() ?? '';
  return { records: parts.filter((part) => part.length > 0), rest };
}

/** The handshake answer: an empty object, or an error that ends the connection. */
export function handshakeAnswer(record: string): { ok: true } | { ok: false; error: string } {
  let request: unknown;
  try {
    request = JSON.parse(record);
  } catch {
    return { ok: false, error: 'Рукопожатие не разобрано: ожидается JSON' };
  }
  if (nestsTooDeep(request)) return { ok: false, error: 'Рукопожатие не разобрано: слишком глубокая вложенность' };
  if (typeof request !== 'object' || request === null) return { ok: false, error: 'Рукопожатие не разобрано: ожидается объект' };
  const { protocol, version } = request as { protocol?: unknown; version?: unknown };
  if (protocol !== supportedProtocol.protocol) return { ok: false, error: `Протокол «${String(protocol)}» не поддерживается; поддерживается только json` };
  if (version !== supportedProtocol.version) return { ok: false, error: `Версия протокола ${String(version)} не поддерживается; поддерживается версия 1` };
  return { ok: true };
}

/** A message the client sent after the handshake, as far as the hub cares. */
export interface ClientMessage {
  type: number;
  invocationId?: string;
  target?: string;
}

export function parseClientMessage(record: string): ClientMessage | null {
  try {
    const value: unknown = JSON.parse(record);
    if (typeof value !== 'object' || value === null || nestsTooDeep(value)) return null;
    const { type, invocationId, target } = value as Record<string, unknown>;
    if (typeof type !== 'number') return null;
    return {
      type,
      ...(typeof invocationId === 'string' ? { invocationId } : {}),
      ...(typeof target === 'string' ? { target } : {}),
    };
  } catch {
    return null;
  }
}
