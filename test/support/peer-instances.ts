import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.js';
import { ServerProcess, seededPgliteDir } from './server-process.js';

/**
 * Two real server processes of the production build for issue 33's headless tests: a source (builtin) and a rendering
 * instance reading from it. Each has its own PGlite directory, copied from the seeded template; the rendering
 * instance's users sign in at the source's embedded provider (OIDC_ISSUER), which registers it (PEER_SITES), so the
 * ID tokens it forwards in `ciam_id_token` are ones the source trusts.
 */
export const PEER_CLIENT = 'uapp-rendering-instance';

export interface PeerInstance {
  base: string;
  server: ServerProcess;
  dataDir: string;
}

/** Two free addresses on loopback: the source's and the rendering instance's. */
export async function peerAddresses(): Promise<{ sourceBase: string; renderingBase: string }> {
  const [sourcePort, renderingPort] = [await freePort(), await freePort()];
  return { sourceBase: `http://127.0.0.1:${sourcePort}`, renderingBase: `http://127.0.0.1:${renderingPort}` };
}

/** The source's part of the pairing: it registers the rendering instance at its provider. */
export const sourcePeerEnv = (renderingBase: string) => ({ PEER_SITES: `${PEER_CLIENT}=${renderingBase}` });

/** The rendering instance's part: it signs its users in at the source's provider. */
export const renderingPeerEnv = (sourceBase: string) => ({
  OIDC_ISSUER: `${sourceBase}/oidc`,
  OIDC_CLIENT_ID: PEER_CLIENT,
});

/**
 * An instance at `base` on a seeded PGlite copy (`prepare` may change that copy first), not yet started: call
 * `server.start()`. `name` names its directory and session secret.
 */
export async function peerInstance(
  name: string,
  base: string,
  env: Record<string, string>,
  prepare?: (dataDir: string) => Promise<unknown>,
): Promise<PeerInstance> {
  const dataDir = mkdtempSync(join(tmpdir(), `uapp-headless-${name}-`));
  await seededPgliteDir(dataDir);
  await prepare?.(dataDir);
  const server = new ServerProcess({
    PORT: new URL(base).port,
    HOST: '127.0.0.1',
    PUBLIC_BASE_URL: base,
    DATA_DIR: dataDir,
    EDITOR_PASSWORD: `headless-${name}-editor-password`,
    SESSION_SECRET: `headless-${name}-session-secret-0123456789abcdef`,
    ...env,
  });
  return { base, server, dataDir };
}

/** Stops them (whatever started) and removes their directories. */
export async function stopPeers(...instances: (PeerInstance | undefined)[]): Promise<void> {
  for (const instance of instances) {
    if (!instance) continue;
    await instance.server.kill('SIGKILL');
    rmSync(instance.dataDir, { recursive: true, force: true });
  }
}
