import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';
import type { MailConfig } from '../../config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** SMTP when configured; otherwise each message becomes an RFC 822 `.eml` file in the outbox. */
function deliveryFor(config: MailConfig): (mail: Mail.Options) => Promise<void> {
  if (config.smtp) {
    const { host, port, secure, user, password } = config.smtp;
    const smtp = nodemailer.createTransport({ host, port, secure, auth: user ? { user, pass: password } : undefined });
    return async (mail) => {
      await smtp.sendMail(mail);
    };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (mail) => {
    const { message } = await stream.sendMail(mail);
    await fs.mkdir(config.outboxDir, { recursive: true });
    // Time first, so a folder listing reads in sending order.
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    await fs.writeFile(path.join(config.outboxDir, name), message as Buffer);
  };
}

export function createMailer(config: MailConfig, log: FastifyBaseLogger) {
  const deliver = deliveryFor(config);
  const pending = new Set<Promise<void>>();

  /**
   * Sends in the background: the answer does not wait on the mail server, so how long a
   * request takes never tells whether a message went out (password recovery). Failures are
   * logged; `drain` waits for what is under way when the server stops.
   */
  function sendLater(message: MailMessage) {
    const job: Promise<void> = deliver({ from: config.from, ...message })
      .catch((err: unknown) => log.error({ err }, 'mail not sent'))
      .finally(() => pending.delete(job));
    pending.add(job);
  }

  return {
    sendLater,
    drain: async () => {
      await Promise.all([...pending]);
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
