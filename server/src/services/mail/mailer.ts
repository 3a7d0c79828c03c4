import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../../lib/logger';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the mail, e.g. the receipt's calendar invitation. */
  attachments?: { filename: string; content: string; contentType: string }[];
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Sends e-mail through SMTP when `smtpUrl` is set. Without it, each message is written as an .eml file
 * to `outboxDir` (open it with any mail program) and a log line says where.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: Logger;
}): Mailer {
  const { smtpUrl, from, outboxDir, log } = options;
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      if (smtpUrl) {
        log.info({ to: mail.to, subject: mail.subject, messageId: info.messageId }, 'mail sent');
        return;
      }
      await mkdir(outboxDir, { recursive: true });
      const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
      await writeFile(file, (info as unknown as { message: Buffer }).message);
      log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to outbox (SMTP_URL not set)');
    },
    close() {
      transport.close();
    },
  };
}
