import { createServer, type AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface TestSmtp {
  /** For SMTP_URL: plain SMTP on loopback, no STARTTLS, no auth. */
  url: string;
  /** Mail received and not yet taken by nextMailTo, oldest first. */
  inbox: ReceivedMail[];
  /** Takes the oldest mail to `address`, waiting for it to arrive (sends may run in the background). */
  nextMailTo(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server in the test process, on a random port, that keeps every message it is sent. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        inbox.push({
          ...parseMessage(raw),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    inbox,
    async nextMailTo(address, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = inbox.findIndex((mail) => mail.to.includes(address));
        if (index >= 0) return inbox.splice(index, 1)[0]!;
        if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An SMTP URL at a port that was free a moment ago: nothing listens there, so every connection is refused. */
export async function unreachableSmtpUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no port");
  return `smtp://127.0.0.1:${address.port}`;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

/** Just enough MIME for nodemailer's output: headers, multipart bodies, quoted-printable and base64. */
function parseMessage(raw: string): { subject: string; text: string; html: string } {
  const message = splitPart(raw);
  const leaves = leafParts(message);
  const bodyOf = (type: string) => {
    const leaf = leaves.find((part) => (part.headers.get("content-type") ?? "text/plain").startsWith(type));
    return leaf ? decodeBody(leaf) : "";
  };
  return { subject: message.headers.get("subject") ?? "", text: bodyOf("text/plain"), html: bodyOf("text/html") };
}

function splitPart(raw: string): Part {
  const end = raw.indexOf("\r\n\r\n");
  const head = end < 0 ? raw : raw.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end < 0 ? "" : raw.slice(end + 4) };
}

function leafParts(part: Part): Part[] {
  const type = part.headers.get("content-type") ?? "";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.startsWith("multipart/") || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections
    .filter((section) => !section.startsWith("--"))
    .flatMap((section) => leafParts(splitPart(section.replace(/^\r\n/, ""))));
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  const body = part.body.replace(/\r\n$/, "");
  if (encoding === "base64") return Buffer.from(body, "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}
