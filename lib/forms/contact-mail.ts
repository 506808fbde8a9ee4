/**
 * Passing contact messages on by e-mail, when the shop has an outgoing mail server (SMTP_URL, e.g.
 * smtps://user:pass@smtp.example.com). Without one, messages are only stored: nothing is sent.
 */
import nodemailer from 'nodemailer';
import type { ContactMessage } from '@/lib/content/store';
import { contactEmail, SHOP_NAME } from '@/lib/site';

export function mailConfigured(): boolean {
  return Boolean(process.env.SMTP_URL);
}

export async function emailContactMessage(message: ContactMessage): Promise<void> {
  const transport = nodemailer.createTransport(process.env.SMTP_URL);
  await transport.sendMail({
    from: `${SHOP_NAME} website <${contactEmail()}>`,
    to: process.env.CONTACT_INBOX ?? contactEmail(),
    // Replying answers the shopper, not the website.
    replyTo: { name: message.name, address: message.email },
    subject: `Contact form: ${message.subject}`,
    text: `${message.message}\n\n— ${message.name} <${message.email}>`,
  });
}
