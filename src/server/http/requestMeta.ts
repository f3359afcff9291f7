import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from '../accounts/deps';

export function requestMeta(request: FastifyRequest): RequestMeta {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent : null };
}
