import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { outboxRepository } from '../../../server/mail/outbox.repository';
import { startIdentityServer, type IdentityServer } from '../../support/server/identity-server';

// Mail: the outbox, the dev mailbox page, and real delivery over SMTP (an smtp-server on loopback).

describe('without SMTP: console and dev mailbox', () => {
  let s: IdentityServer;
  const printed: string[] = [];
  beforeAll(async () => {
    s = await startIdentityServer({ deps: { identity: { printMail: (line) => void printed.push(line) } } });
  });
  afterAll(() => s.close());

  it('prints the subject, recipient and link to the console, never the password or the code', async () => {
    await s.client().auth.signUp({ email: 'console@example.com', password: 'Secret-123' });
    // A message with a code (a sign-in link's; the sign-up confirmation has none).
    await s
      .client(s.keys.serviceRoleKey)
      .auth.admin.createUser({ email: 'console-code@example.com', password: 'Secret-123', email_confirm: true });
    await s.client().auth.signInWithOtp({ email: 'console-code@example.com' });
    const [message] = await s.mail('console-code@example.com');
    const code = message!.text.match(/code: (\d{6})/)![1]!;
    const line = printed.join('\n');
    expect(line).toContain('to console@example.com: Confirm your sign-up');
    expect(line).toContain('to console-code@example.com: Your sign-in link');
    expect(line).toContain(`${s.url}/auth/v1/verify?token=`);
    expect(line).not.toContain('Secret-123');
    expect(line).not.toContain(code);
  });

  it('lists every message newest first on /dev/mail, as HTML with escaped text and clickable links', async () => {
    await s.client().auth.signUp({ email: 'second@example.com', password: 'Secret-123', options: { data: { full_name: '<b>x</b>' } } });
    const res = await fetch(`${s.url}/dev/mail`);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html.indexOf('second@example.com')).toBeLessThan(html.indexOf('console@example.com'));
    expect(html).toMatch(/<a href="http:\/\/127\.0\.0\.1:\d+\/auth\/v1\/verify\?token=/);
    const json = (await (await fetch(`${s.url}/dev/mail.json`)).json()) as { messages: { to: string }[] };
    expect(json.messages.map((m) => m.to)).toEqual(['second@example.com', 'console-code@example.com', 'console@example.com']);
  });

  it('is only shown to this machine', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/dev/mail.json', remoteAddress: '203.0.113.7' });
    expect(res.statusCode).toBe(404);
  });
});

describe('with SMTP_URL', () => {
  let smtp: SMTPServer;
  let received: { to: string; raw: string }[];
  let s: IdentityServer;

  beforeAll(async () => {
    received = [];
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    s = await startIdentityServer({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Listing Optimiser <mail@example.com>' } });
  });
  let smtpOpen = true;
  afterAll(async () => {
    await s.close();
    if (smtpOpen) await new Promise<void>((resolve) => smtp.close(resolve));
  });

  /** Delivery goes on after the request has been answered. */
  async function eventually<T>(probe: () => Promise<T | undefined> | T | undefined): Promise<T> {
    for (let i = 0; i < 100; i++) {
      const value = await probe();
      if (value !== undefined) return value;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('timed out');
  }

  it('delivers the message over SMTP and marks it sent in the outbox', async () => {
    await s.client().auth.signUp({ email: 'smtp@example.com', password: 'Secret-123' });
    await eventually(async () => ((await outboxRepository(s.database).list({ to: 'smtp@example.com' }))[0]?.sentAt ? true : undefined));
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toBe('smtp@example.com');
    expect(received[0]!.raw).toContain('Subject: Confirm your sign-up');
    expect(received[0]!.raw).toContain('From: Listing Optimiser <mail@example.com>');
    // Quoted-printable: undo soft line breaks and the encoded '='.
    expect(received[0]!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toMatch(/auth\/v1\/verify\?token=[0-9a-f]{56}&type=signup/);
    const [row] = await outboxRepository(s.database).list({ to: 'smtp@example.com' });
    expect(row).toMatchObject({ kind: 'confirmation', error: null });
    expect(row!.sentAt).not.toBeNull();
  });

  it('has no dev mailbox when real mail goes out', async () => {
    expect((await fetch(`${s.url}/dev/mail.json`)).status).toBe(404);
  });

  it('records a failed delivery without failing the request that caused it', async () => {
    await new Promise<void>((resolve) => smtp.close(resolve));
    smtpOpen = false;
    const { error } = await s.client().auth.resetPasswordForEmail('smtp@example.com');
    expect(error).toBeNull();
    const row = await eventually(async () => {
      const [newest] = await outboxRepository(s.database).list({ to: 'smtp@example.com' });
      return newest?.kind === 'recovery' && newest.error ? newest : undefined;
    });
    expect(row).toMatchObject({ kind: 'recovery', sentAt: null });
    expect(row.error).toEqual(expect.any(String));
  });
});
