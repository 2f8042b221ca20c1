import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Server as NetServer } from 'node:net';

// Tiny local stand-ins for external services, so adapter tests need no network.

export type SmtpMessage = { from: string; to: string[]; data: string };

const REPLIES: Record<string, string> = {
  EHLO: '250-sink.test\r\n250 8BITMIME\r\n',
  HELO: '250 sink.test\r\n',
  MAIL: '250 2.1.0 OK\r\n',
  RCPT: '250 2.1.5 OK\r\n',
  DATA: '354 go ahead\r\n',
};

/** Speaks just enough SMTP (EHLO, MAIL, RCPT, DATA, QUIT) for nodemailer; keeps what it receives. */
export async function startSmtpSink(): Promise<{
  url: string;
  messages: SmtpMessage[];
  close(): Promise<void>;
}> {
  const messages: SmtpMessage[] = [];
  const server: NetServer = createNetServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let current: SmtpMessage = { from: '', to: [], data: '' };
    socket.write('220 sink.test ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          messages.push({ ...current, data: buffer.slice(0, end).replace(/=\r\n/g, '') });
          current = { from: '', to: [], data: '' };
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'QUIT') return void socket.end('221 2.0.0 bye\r\n');
        if (verb === 'MAIL') current.from = line;
        if (verb === 'RCPT') current.to.push(line);
        if (verb === 'DATA') inData = true;
        socket.write(REPLIES[verb] ?? '250 OK\r\n');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** An HTTP endpoint that records JSON bodies and answers `status()`. */
export async function startWebhook(status: () => number = () => 200) {
  const requests: { method: string; body: unknown }[] = [];
  const server: Server = createHttpServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', body: JSON.parse(body || 'null') });
      res.writeHead(status(), { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
