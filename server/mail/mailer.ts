import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Clock } from '../clock';
import { outboxRepository } from './outbox.repository';
import type { MailContent } from './templates';

// Every message goes into the outbox table first, is printed to the console (subject, recipient and the
// action link, which is the point of the message in development), and is sent by SMTP when SMTP_URL is set.
// A failed SMTP delivery is recorded on the outbox row and logged; it never fails the request that caused it,
// so an answer cannot reveal whether an address has an account. For the same reason the request does not wait
// for the SMTP server: an answer that takes a mail server's round trip longer for real accounts would tell.

export interface Mailer {
  /** Resolves once the message is in the outbox; SMTP delivery, when configured, goes on in the background. */
  send(to: string, content: MailContent): Promise<void>;
  /** Waits for deliveries still in flight, at most `timeoutMs` (before the process stops). */
  settle?(timeoutMs?: number): Promise<void>;
  readonly smtp: boolean;
}

export interface MailerOptions {
  config: Config;
  database: Database;
  now: Clock;
  log?: FastifyBaseLogger;
  /** Where the console copy goes; defaults to console.log unless logging is silent. */
  print?: (line: string) => void;
  /** Tests may hand in a transport; otherwise one is made from config.mail.smtpUrl. */
  transport?: Transporter;
}

export function createMailer(options: MailerOptions): Mailer {
  const { config, database, now } = options;
  const outbox = outboxRepository(database);
  const print = options.print ?? (config.logLevel === 'silent' ? () => undefined : (line: string) => console.log(line));
  const transport = options.transport ?? (config.mail.smtpUrl ? nodemailer.createTransport(config.mail.smtpUrl) : null);

  const inFlight = new Set<Promise<void>>();

  async function deliver(smtp: Transporter, id: string, to: string, content: MailContent): Promise<void> {
    try {
      await smtp.sendMail({ from: config.mail.from, to, subject: content.subject, text: content.text, html: content.html });
      await outbox.markSent(id, now());
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      options.log?.error({ mailId: id, kind: content.kind, error: message }, 'SMTP delivery failed');
      await outbox.markFailed(id, message.slice(0, 1000)).catch(() => undefined);
    }
  }

  return {
    smtp: transport !== null,
    async send(to, content) {
      const id = await outbox.add({
        kind: content.kind,
        to,
        subject: content.subject,
        text: content.text,
        html: content.html,
        createdAt: now(),
      });
      print(`\n[mail] to ${to}: ${content.subject}\n[mail] ${content.link}\n`);
      if (!transport) return;
      const delivery = deliver(transport, id, to, content).finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    },
    async settle(timeoutMs = 10_000) {
      if (inFlight.size === 0) return;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
        timer.unref();
      });
      await Promise.race([Promise.allSettled([...inFlight]), timeout]);
      clearTimeout(timer);
    },
  };
}
