import { OTP_TTL_SECONDS } from '@launchpad/shared';
import type { OutgoingMail } from './mailer';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const minutes = Math.round(OTP_TTL_SECONDS / 60);

function codeMail(options: {
  to: string;
  name: string;
  code: string;
  subject: string;
  lead: string;
  publicUrl: string;
  /** Defaults to the account codes' lifetime. */
  validMinutes?: number;
}) {
  const { to, name, code, subject, lead, publicUrl, validMinutes = minutes } = options;
  const text = [
    `Hi ${name},`,
    '',
    lead,
    '',
    `Your code: ${code}`,
    '',
    `It expires in ${validMinutes} minutes and works once. If you did not ask for it, you can ignore this e-mail.`,
    '',
    `Launchpad - ${publicUrl}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="margin:0;background:#f5f5fb;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#1e1b4b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:20px;font-weight:700;color:#4f46e5">Launchpad</td></tr>
<tr><td style="padding-top:24px;font-size:16px">Hi ${escapeHtml(name)},</td></tr>
<tr><td style="padding-top:12px;font-size:16px;line-height:1.5">${escapeHtml(lead)}</td></tr>
<tr><td style="padding:24px 0;font-size:32px;letter-spacing:8px;font-weight:700;text-align:center">${code}</td></tr>
<tr><td style="font-size:14px;color:#4b5563;line-height:1.5">It expires in ${validMinutes} minutes and works once. If you did not ask for it, you can ignore this e-mail.</td></tr>
</table></td></tr></table></body></html>`;
  return { to, subject, text, html } satisfies OutgoingMail;
}

export function verificationMail(to: string, name: string, code: string, publicUrl: string): OutgoingMail {
  return codeMail({
    to,
    name,
    code,
    publicUrl,
    subject: `${code} is your Launchpad verification code`,
    lead: 'Welcome to Launchpad! Enter this code to verify your e-mail address.',
  });
}

export function passwordResetMail(to: string, name: string, code: string, publicUrl: string): OutgoingMail {
  return codeMail({
    to,
    name,
    code,
    publicUrl,
    subject: `${code} is your Launchpad password reset code`,
    lead: 'Someone (hopefully you) asked to reset your Launchpad password. Enter this code to choose a new one.',
  });
}

/** The code that confirms a payment (part 2 §2.7): names the training and the amount it is bound to. */
export function paymentCodeMail(options: {
  to: string;
  name: string;
  code: string;
  trainingTitle: string;
  amount: string;
  validMinutes: number;
  publicUrl: string;
}): OutgoingMail {
  const { trainingTitle, amount } = options;
  return codeMail({
    ...options,
    subject: `${options.code} is your Launchpad payment code`,
    lead: `Enter this code to confirm your payment of ${amount} for "${trainingTitle}". It works only for this booking and this amount.`,
  });
}

/** Simple two-column mail body shared by the receipt and the cancellation notice. */
export function infoMail(options: {
  to: string;
  subject: string;
  greeting: string;
  lead: string;
  rows: [string, string][];
  notes: string[];
  publicUrl: string;
  attachments?: OutgoingMail['attachments'];
}): OutgoingMail {
  const { to, subject, greeting, lead, rows, notes, publicUrl, attachments } = options;
  const text = [
    greeting,
    '',
    lead,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...notes.map((note) => `- ${note}`),
    '',
    `Launchpad - ${publicUrl}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="margin:0;background:#f5f5fb;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#1e1b4b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="520" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td colspan="2" style="font-size:20px;font-weight:700;color:#4f46e5">Launchpad</td></tr>
<tr><td colspan="2" style="padding-top:24px;font-size:16px">${escapeHtml(greeting)}</td></tr>
<tr><td colspan="2" style="padding:12px 0;font-size:16px;line-height:1.5">${escapeHtml(lead)}</td></tr>
${rows.map(([label, value]) => `<tr><td style="padding:4px 12px 4px 0;color:#4b5563;font-size:14px">${escapeHtml(label)}</td><td style="padding:4px 0;font-size:14px;font-weight:600">${escapeHtml(value)}</td></tr>`).join('\n')}
<tr><td colspan="2" style="padding-top:16px;font-size:14px;color:#4b5563;line-height:1.5"><ul>${notes.map((n) => `<li>${escapeHtml(n)}</li>`).join('')}</ul></td></tr>
</table></td></tr></table></body></html>`;
  return { to, subject, text, html, ...(attachments ? { attachments } : {}) };
}
