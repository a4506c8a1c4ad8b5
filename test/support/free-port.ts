import { type AddressInfo, createServer } from 'node:net';

/** A TCP port free right now on 127.0.0.1 (port 3000 may be taken on a shared machine). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
