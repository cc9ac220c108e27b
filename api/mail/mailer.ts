import nodemailer, { type Transporter } from "nodemailer";
import { MailDeliveryError } from "../errors.js";
import type { SmtpSettings } from "../instance/settings.js";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Rejects with MailDeliveryError (502) when the mail server refuses or cannot be reached. */
  send(smtp: SmtpSettings, mail: OutgoingMail): Promise<void>;
  /**
   * Sends without making the request wait, for answers that must not reveal by their timing whether
   * a mail went out (forgot-password); a failure is logged, since nobody is waiting to hear of it.
   */
  sendInBackground(smtp: SmtpSettings, mail: OutgoingMail): void;
  close(): void;
}

/** One pooled transport per SMTP URL; god-mode may change the URL at any time. */
export function createMailer(log: (message: string, error?: unknown) => void): Mailer {
  const transports = new Map<string, Transporter>();
  const mailer: Mailer = {
    async send(smtp, mail) {
      let transport = transports.get(smtp.url);
      if (!transport) {
        transport = nodemailer.createTransport(smtp.url);
        transports.set(smtp.url, transport);
      }
      try {
        await transport.sendMail({ from: smtp.from, ...mail });
      } catch (error) {
        log(`sending "${mail.subject}" failed`, error);
        throw new MailDeliveryError();
      }
    },
    sendInBackground(smtp, mail) {
      // send() has logged the failure already.
      mailer.send(smtp, mail).catch(() => undefined);
    },
    close() {
      for (const transport of transports.values()) transport.close();
      transports.clear();
    },
  };
  return mailer;
}
