// A real SMTP server (smtp-server, by nodemailer's author) on 127.0.0.1, no TLS and no auth, that
// keeps every message it receives: for tests where what reaches the wire matters (headers, envelope).
import type { AddressInfo } from 'node:net';

import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's sender and recipients, as the SMTP session gave them. */
  from: string | undefined;
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** Listens on `port` (0: a free one). */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        received.push({
          from: from ? from.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
