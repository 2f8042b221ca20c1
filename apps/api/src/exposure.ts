import { BlockList, isIP } from 'node:net';

// Where the server can be reached from, and what it must say about demo mode when others can reach it
// (docs/configuration.md "Demo mode"). The decision itself is made in config.ts.

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** 127.0.0.0/8, ::1 (in any spelling, IPv4-mapped too) and localhost: only this machine can connect. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  // Only the bare name: sub-domains of localhost resolve to loopback by convention, not everywhere.
  if (name === 'localhost') return true;
  const family = isIP(name);
  return family !== 0 && LOOPBACK.check(name, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * What the server should say loudly when it starts: demo mode reachable from other machines. Empty
 * when nothing is exposed.
 */
export function startupWarnings(config: { demoMode: boolean; host: string }): string[] {
  if (!config.demoMode || isLoopbackHost(config.host)) return [];
  return [
    'DEMO MODE IS ON AND THE SERVER LISTENS ON A NON-LOOPBACK ADDRESS (DEMO_MODE=true).',
    'Anyone who can reach it can read every sign-in and password-reset code (demoOutbox), sign in to the',
    'seeded accounts whose password is published, and browse the schema in GraphiQL. Never do this with',
    'real users or data; unset DEMO_MODE (or set DEMO_MODE=false) for a real deployment.',
  ];
}
