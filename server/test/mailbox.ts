import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on loopback that keeps what it receives: the app sends through nodemailer to it,
 * exactly as it would to a provider.
 */
export async function startMailbox() {
  const received: ReceivedMail[] = [];
  let refuse = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuse) return callback(new Error('Mailbox unavailable'));
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  // A sender that dies mid-session (a server process killed with -9) resets its connection: that is the
  // sender's failure, not the mailbox's, so it must not bring the mailbox down.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Makes the server refuse every message until called with false. */
    refuseMail(value: boolean) {
      refuse = value;
    },
    mailsTo(address: string) {
      return received.filter((mail) => mail.to.includes(address));
    },
    /** Waits for the next mail to `address` (after the `already` ones) and returns its 6-digit code. */
    async waitForCode(address: string, already = 0, timeoutMs = 5000): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mail = this.mailsTo(address)[already];
        if (mail) {
          const code = /Your code: (\d{6})/.exec(mail.raw)?.[1];
          if (!code) throw new Error(`No code in mail:\n${mail.raw}`);
          return code;
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;
