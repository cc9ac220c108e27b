import nodemailer, { type Transporter } from "nodemailer";
import type { SmtpSettings } from "../instance/settings.js";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(smtp: SmtpSettings, mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** One pooled transport per SMTP URL; god-mode may change the URL at any time. */
export function createMailer(): Mailer {
  const transports = new Map<string, Transporter>();
  return {
    async send(smtp, mail) {
      let transport = transports.get(smtp.url);
      if (!transport) {
        transport = nodemailer.createTransport(smtp.url);
        transports.set(smtp.url, transport);
      }
      await transport.sendMail({ from: smtp.from, ...mail });
    },
    close() {
      for (const transport of transports.values()) transport.close();
      transports.clear();
    },
  };
}
