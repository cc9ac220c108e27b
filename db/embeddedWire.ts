import { Duplex } from "node:stream";
import type { PGlite } from "@electric-sql/pglite";

/**
 * The socket pg's client talks through to the embedded database: what pg writes is PostgreSQL's wire
 * protocol, which PGlite reads as it is (execProtocolRaw), and PGlite's answer is handed back to pg as if
 * it came off the network. So the embedded database runs through the very client PostgreSQL does
 * (db/pgClient.ts): the same type parsing, prepared statements and BEGIN/COMMIT travelling with a
 * statement, where PGlite's own query() parsed and planned every statement again in six calls.
 *
 * PGlite answers whatever it is given at once and closes each call as if the exchange were over, so
 * messages are held until one ends an exchange (a Sync, a simple Query, a Flush, the end of a COPY), and
 * the startup packet goes alone. Terminate is not passed on: the database outlives its connections.
 */

const TERMINATE = 0x58; // X
/** Messages after which the client waits for the server: Sync, Query, Flush, CopyDone, CopyFail. */
const ENDS_EXCHANGE = new Set([0x53, 0x51, 0x48, 0x63, 0x66]);

type Callback = (error?: Error | null) => void;

export class EmbeddedWire extends Duplex {
  private held: Buffer = Buffer.alloc(0);
  private started = false;

  constructor(private readonly pglite: PGlite) {
    super();
  }

  /** pg opens its stream as it would a socket: ready once the database is. */
  connect(): this {
    this.pglite.waitReady.then(
      () => this.emit("connect"),
      (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
    );
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: Callback): void {
    this.receive([chunk]).then(() => callback(), callback);
  }

  // pg corks its stream around a query's messages, so they come here together.
  override _writev(chunks: { chunk: Buffer }[], callback: Callback): void {
    this.receive(chunks.map(({ chunk }) => chunk)).then(() => callback(), callback);
  }

  override _final(callback: Callback): void {
    this.push(null);
    callback();
  }

  private async receive(chunks: Buffer[]): Promise<void> {
    this.held = Buffer.concat([this.held, ...chunks]);
    for (let exchange = this.nextExchange(); exchange; exchange = this.nextExchange()) {
      const answer = await this.pglite.execProtocolRaw(exchange);
      if (answer.length > 0) this.push(Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength));
    }
  }

  /** Takes the next whole exchange off what is held, or null while it is still being written. */
  private nextExchange(): Uint8Array | null {
    const held = this.held;
    if (!this.started) {
      // The startup packet: its length, then the protocol version and settings, without a type byte.
      if (held.length < 4 || held.length < held.readInt32BE(0)) return null;
      this.started = true;
      return this.cut(held.readInt32BE(0));
    }
    for (let offset = 0; offset + 5 <= held.length; ) {
      const type = held[offset] as number;
      const end = offset + 1 + held.readInt32BE(offset + 1);
      if (end > held.length) return null;
      if (type === TERMINATE) {
        this.held = Buffer.concat([held.subarray(0, offset), held.subarray(end)]);
        return this.nextExchange();
      }
      if (ENDS_EXCHANGE.has(type)) return this.cut(end);
      offset = end;
    }
    return null;
  }

  private cut(length: number): Uint8Array {
    const exchange = this.held.subarray(0, length);
    this.held = this.held.subarray(length);
    return new Uint8Array(exchange.buffer, exchange.byteOffset, exchange.byteLength);
  }
}
