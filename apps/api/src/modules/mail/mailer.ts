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

export type SmtpServer = NonNullable<MailConfig['smtp']>;

/**
 * What the store's own settings say of its mail (the e-mail settings page): an SMTP server
 * and a sender, each used instead of the environment's once set.
 */
export interface MailSettings {
  smtp?: SmtpServer | undefined;
  from?: string | undefined;
}

type Delivery = (mail: Mail.Options) => Promise<void>;

function smtpDelivery({ host, port, secure, user, password }: SmtpServer): Delivery {
  const smtp = nodemailer.createTransport({ host, port, secure, auth: user ? { user, pass: password } : undefined });
  return async (mail) => {
    await smtp.sendMail(mail);
  };
}

/** Each message becomes an RFC 822 `.eml` file in the outbox. */
function outboxDelivery(outboxDir: string): Delivery {
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (mail) => {
    const { message } = await stream.sendMail(mail);
    await fs.mkdir(outboxDir, { recursive: true });
    // Time first, so a folder listing reads in sending order.
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    await fs.writeFile(path.join(outboxDir, name), message as Buffer);
  };
}

/**
 * The mail service: the settings' SMTP server when one is set, else the environment's
 * (`SMTP_HOST`), else the outbox. The settings are asked before every message (the settings
 * module fills `useSettings`; its answer is cached), so a change reaches every process's next mail.
 */
export function createMailer(config: MailConfig, log: FastifyBaseLogger) {
  const fallback = config.smtp ? smtpDelivery(config.smtp) : outboxDelivery(config.outboxDir);
  const pending = new Set<Promise<void>>();
  let settings: () => Promise<MailSettings | undefined> = async () => undefined;
  // One transport per server settings, made again only when they change.
  let configured: { key: string; deliver: Delivery } | undefined;

  function deliveryFor(smtp: SmtpServer | undefined): Delivery {
    if (!smtp) return fallback;
    const key = JSON.stringify(smtp);
    if (configured?.key !== key) configured = { key, deliver: smtpDelivery(smtp) };
    return configured.deliver;
  }

  /** Sends now, and fails with the mail server's reason (the settings page's test message). */
  async function send(message: MailMessage) {
    const own = await settings();
    await deliveryFor(own?.smtp)({ from: own?.from || config.from, ...message });
  }

  /**
   * Sends in the background: the answer does not wait on the mail server, so how long a
   * request takes never tells whether a message went out (password recovery). Failures are
   * logged; `drain` waits for what is under way when the server stops.
   */
  function sendLater(message: MailMessage) {
    const job: Promise<void> = send(message)
      .catch((err: unknown) => log.error({ err }, 'mail not sent'))
      .finally(() => pending.delete(job));
    pending.add(job);
  }

  return {
    send,
    sendLater,
    /** Where the store's own mail settings come from (the settings module). */
    useSettings: (source: () => Promise<MailSettings | undefined>) => {
      settings = source;
    },
    drain: async () => {
      await Promise.all([...pending]);
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
