import { createServer, type Server } from 'node:net';

// A mail server for the empty-city journeys: it speaks just enough SMTP for nodemailer (no TLS, no
// auth) and keeps every message, so the journey reads the codes and notices people really receive
// (SMTP_URL), on an installation that has no demo outbox.

export type Mail = { to: string[]; raw: string };

export type MailSink = {
  url: string;
  mails: Mail[];
  /** The newest mail to `address` whose text matches `pattern`, waiting for it to arrive. */
  waitFor(address: string, pattern: RegExp, timeoutMs?: number): Promise<string>;
  close(): Promise<void>;
};

/** Quoted-printable soft breaks and =XX escapes undone, so the text can be searched. */
const decode = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export async function startMailSink(): Promise<MailSink> {
  const mails: Mail[] = [];
  const server: Server = createServer((socket) => {
    let to: string[] = [];
    let data: string | null = null;
    let buffer = '';
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          data += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          mails.push({ to, raw: decode(data) });
          data = null;
          to = [];
          socket.write('250 queued\r\n');
          continue;
        }
        const line = buffer.indexOf('\r\n');
        if (line < 0) return;
        const command = buffer.slice(0, line);
        buffer = buffer.slice(line + 2);
        const verb = command.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 sink\r\n');
        else if (verb === 'RCPT') {
          to.push(/<([^>]+)>/.exec(command)?.[1]?.toLowerCase() ?? '');
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          data = '';
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
        } else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(to, pattern, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = mails.findLast((m) => m.to.includes(to.toLowerCase()) && pattern.test(m.raw));
        if (mail) return mail.raw;
        if (Date.now() > deadline)
          throw new Error(`no mail to ${to} matching ${pattern} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
