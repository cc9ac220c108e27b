import { ValidationError } from "../errors.js";

/** The headers of one multipart/form-data part. */
export interface PartHeaders {
  name: string;
  filename: string | null;
}

const HEADER_END = Buffer.from("\r\n\r\n");
const MAX_HEADER_BYTES = 16 * 1024;

const malformed = () => new ValidationError("The upload is not well-formed multipart/form-data.");

/** The boundary of a multipart/form-data Content-Type, or null for any other type. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/**
 * A streaming reader of multipart/form-data, part by part, so a file part can be piped to disk without
 * holding it in memory. Read each part's body with `body()` (or skip it) before asking for the next part.
 */
export class MultipartReader {
  private readonly delimiter: Buffer;
  // A leading CRLF makes the first boundary look like every later one: "\r\n--boundary".
  private buffer = Buffer.from("\r\n");

  constructor(
    private readonly source: AsyncIterator<Buffer>,
    boundary: string,
  ) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`);
  }

  private async fill(): Promise<void> {
    const next = await this.source.next();
    if (next.done) throw malformed();
    this.buffer = Buffer.concat([this.buffer, next.value]);
  }

  /** The next part's headers, skipping whatever of the current part was not read; null after the last part. */
  async nextPart(): Promise<PartHeaders | null> {
    let at = this.buffer.indexOf(this.delimiter);
    while (at < 0) {
      // Keep only a tail that could still be the start of a delimiter.
      this.buffer = this.buffer.subarray(Math.max(0, this.buffer.length - this.delimiter.length + 1));
      await this.fill();
      at = this.buffer.indexOf(this.delimiter);
    }
    this.buffer = this.buffer.subarray(at + this.delimiter.length);
    while (this.buffer.length < 2) await this.fill();
    if (this.buffer.subarray(0, 2).toString() === "--") return null;
    let end = this.buffer.indexOf(HEADER_END);
    while (end < 0) {
      if (this.buffer.length > MAX_HEADER_BYTES) throw malformed();
      await this.fill();
      end = this.buffer.indexOf(HEADER_END);
    }
    const headers = this.buffer.subarray(0, end).toString("utf8");
    this.buffer = this.buffer.subarray(end + HEADER_END.length);
    return parseDisposition(headers);
  }

  /** The current part's bytes as they arrive; ends at the next delimiter, fails if the stream ends first. */
  async *body(): AsyncGenerator<Buffer> {
    for (;;) {
      const at = this.buffer.indexOf(this.delimiter);
      if (at >= 0) {
        if (at > 0) yield this.buffer.subarray(0, at);
        this.buffer = this.buffer.subarray(at);
        return;
      }
      const safe = this.buffer.length - this.delimiter.length + 1;
      if (safe > 0) {
        yield this.buffer.subarray(0, safe);
        this.buffer = this.buffer.subarray(safe);
      }
      await this.fill();
    }
  }

  /** A small text part, read whole; `maxBytes` keeps a huge "field" from being buffered. */
  async text(maxBytes: number): Promise<string> {
    const chunks: Buffer[] = [];
    let length = 0;
    for await (const chunk of this.body()) {
      length += chunk.length;
      if (length > maxBytes) throw new ValidationError(`A form field is longer than ${maxBytes} bytes.`);
      chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString("utf8");
  }
}

function parseDisposition(headers: string): PartHeaders {
  const line = headers.split("\r\n").find((header) => /^content-disposition\s*:/i.test(header));
  const name = line && /;\s*name="([^"]*)"/i.exec(line);
  if (!line || !name) throw malformed();
  const filename = /;\s*filename="([^"]*)"/i.exec(line);
  return { name: name[1] as string, filename: filename ? (filename[1] as string) : null };
}
