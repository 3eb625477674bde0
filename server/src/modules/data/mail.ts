/** Outgoing mail through nodemailer over SMTP (SMTP_URL); with no SMTP configured the mail goes to the log. */
import nodemailer, { type Transporter } from 'nodemailer';
import { config } from '../../config';
import { logger } from '../../common/logger';

/** One plain-text mail. */
export interface Mail { to: string; subject: string; text: string }

let transport: Transporter | undefined;

/** Sends `mail`, or logs it (link included) when SMTP_URL is unset, so development needs no mail server. */
export async function sendMail(mail: Mail): Promise<void> {
  if (!config.smtpUrl) {
    logger.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'SMTP_URL is not set: mail written to the log instead of sent');
    return;
  }
  transport ??= nodemailer.createTransport(config.smtpUrl);
  await transport.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text });
}
