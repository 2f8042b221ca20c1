import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { TrustProxy } from '../config.ts';

/**
 * The client address of a raw request (the websocket upgrade), with the same rule Fastify applies to
 * request.ip over HTTP: X-Forwarded-For is only read through proxies TRUST_PROXY names.
 */
export function createClientIpResolver(trustProxy: TrustProxy): (request: IncomingMessage) => string {
  const trust =
    trustProxy === true ? () => true : trustProxy === false ? () => false : proxyAddr.compile(trustProxy);
  return (request) => proxyAddr(request, trust) ?? 'unknown';
}
