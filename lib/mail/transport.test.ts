import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestSmtp } from '@/test/smtp';
import { mailConfig, messageIdDomain } from './config';
import { smtpSender } from './transport';

describe('the mail settings and transport', () => {
  it('reads the settings, and refuses DKIM signing with only some of its three settings', () => {
    expect(mailConfig({})).toMatchObject({ smtpUrl: null, replyTo: null, dkim: null });
    expect(smtpSender(mailConfig({}))).toBeNull();
    expect(() => mailConfig({ MAIL_DKIM_DOMAIN: 'example.org' })).toThrow(/all three/);
    expect(messageIdDomain({ MAIL_FROM: 'League <noreply@Schools.example.org>' })).toBe(
      'schools.example.org',
    );
    expect(messageIdDomain({ SITE_URL: 'https://schools.example.org/' })).toBe('schools.example.org');
  });

  it('signs with DKIM when asked, and sends with the reply-to address and the given Message-ID', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nswjcl-dkim-'));
    const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const keyFile = path.join(dir, 'dkim.pem');
    fs.writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }));
    const smtp = await startTestSmtp();
    try {
      const send = smtpSender(
        mailConfig({
          SMTP_URL: smtp.url,
          MAIL_FROM: 'League <noreply@schools.example.org>',
          MAIL_REPLY_TO: 'office@example.org',
          MAIL_DKIM_DOMAIN: 'schools.example.org',
          MAIL_DKIM_SELECTOR: 'league2030',
          MAIL_DKIM_KEY_FILE: keyFile,
        }),
      )!;
      const answer = await send({
        to: 'someone@example.org',
        subject: 'A test',
        text: 'Hello.\n',
        html: '<p>Hello.</p>',
        messageId: '<abc@schools.example.org>',
      });
      expect(answer).toMatch(/^250/);
      const [mail] = smtp.received;
      const signature = mail!.headerLines.find((h) => h.key === 'dkim-signature')?.line ?? '';
      expect(signature).toMatch(/d=schools\.example\.org; .*s=league2030/s);
      expect(mail!.messageId).toBe('<abc@schools.example.org>');
      expect(mail!.replyTo?.text).toBe('office@example.org');
    } finally {
      await smtp.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
