import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/AppError';

const loopbackAddresses = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** True when the TCP peer is this machine. Only the socket counts: X-Forwarded-For is the caller's word. */
export function isLoopbackPeer(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress;
  return peer !== undefined && loopbackAddresses.has(peer);
}

/**
 * Hides a route from everyone but this machine: any other peer gets the same 404 as an unknown route,
 * so a reachable demo server does not even tell that the route exists.
 */
export async function onlyFromLoopback(request: FastifyRequest): Promise<void> {
  if (!isLoopbackPeer(request)) throw AppError.notFound();
}
