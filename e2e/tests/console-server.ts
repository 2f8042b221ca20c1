import { rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, startAppServer, type AppServer } from './app-server.ts';

// The restaurant console journeys act as the restaurant themselves, so they need a server whose demo
// dispatcher is off (DISPATCHER=false): the shared server's dispatcher would accept their orders first.
// It runs next to the shared ones, on E2E_PORT + 2 (E2E_PORT + 1 is the config's own dispatcher-off
// server for the rider journeys), with its own throwaway data folder.

export type ConsoleServer = AppServer;

export async function startConsoleServer(): Promise<ConsoleServer> {
  const port = Number(process.env.E2E_PORT ?? 4400) + 2;
  const dataDir = `.data-e2e-console-${port}`;
  rmSync(path.join(repoRoot, dataDir), { recursive: true, force: true });
  const server = await startAppServer({ port, env: { DATA_DIR: dataDir }, name: 'console server' });
  return {
    baseURL: server.baseURL,
    async stop() {
      await server.stop();
      rmSync(path.join(repoRoot, dataDir), { recursive: true, force: true });
    },
  };
}
