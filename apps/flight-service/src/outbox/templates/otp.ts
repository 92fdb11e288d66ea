import { type EmailContent, emailDocument, html } from "./html";

/** A login or password-reset OTP: the SMS and the email's text are the same sentence. */
export function otpText(code: string, minutes: number): string {
  return `${code} is your Wayfare OTP. It expires in ${minutes} minutes. Do not share it.`;
}

export function otpEmail(subject: string, code: string, minutes: number): EmailContent {
  const content = html`<p><strong style="font-size: 22px; letter-spacing: 2px">${code}</strong> is your Wayfare OTP. It expires in ${minutes} minutes. Do not share it.</p>`;
  return { subject, body: otpText(code, minutes), html: emailDocument(subject, content) };
}
