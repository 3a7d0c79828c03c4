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
}) {
  const { to, name, code, subject, lead, publicUrl } = options;
  const text = [
    `Hi ${name},`,
    '',
    lead,
    '',
    `Your code: ${code}`,
    '',
    `It expires in ${minutes} minutes and works once. If you did not ask for it, you can ignore this e-mail.`,
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
<tr><td style="font-size:14px;color:#4b5563;line-height:1.5">It expires in ${minutes} minutes and works once. If you did not ask for it, you can ignore this e-mail.</td></tr>
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
