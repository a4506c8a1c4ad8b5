import { connect } from 'node:net';

/** One raw HTTP/1.1 request, written as is (fetch would normalise the target and the headers). */
export function rawRequest(base: string, head: string): Promise<{ status: number; headers: string; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [headers = '', ...rest] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1] ?? 0), headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(head.endsWith('\r\n\r\n') ? head : `${head}\r\n\r\n`);
  });
}
