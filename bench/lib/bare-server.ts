// The ceiling for bench/api.ts: a bare node:http server that answers each operation with the exact
// bytes and headers the real server sent for it (captured beforehand), after reading the request body
// as any server must. Chosen by the x-bench-operation request header.
//   node --import tsx bench/lib/bare-server.ts <port> <answers.json>
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

export type CapturedAnswer = { status: number; headers: Record<string, string>; body: string /* base64 */ };

const [port, file] = process.argv.slice(2);
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(file!, 'utf8')) as Record<string, CapturedAnswer>).map(
    ([operation, a]) => [operation, { ...a, bytes: Buffer.from(a.body, 'base64') }],
  ),
);

createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    const answer = answers.get(String(request.headers['x-bench-operation']));
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, { ...answer.headers, 'content-length': answer.bytes.length });
    response.end(answer.bytes);
  });
}).listen(Number(port), '127.0.0.1', () => console.log('listening'));
