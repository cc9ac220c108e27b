import type { Db } from "../../../db/connection.js";
import { now } from "./clock.js";
import { percentile } from "./figures.js";

interface QueryEvent {
  __knexQueryUid?: string;
}

/**
 * Times each SQL statement the server sends while recording, from knex handing it to the driver to the
 * answer: how many a change costs and how long PostgreSQL (and the wait for it) takes, so a slow change
 * can be told apart from a slow fan-out.
 */
export class SqlTimer {
  private readonly started = new Map<string, number>();
  private readonly durations: number[] = [];
  private statements = 0;
  private recording = false;

  constructor(db: Db) {
    db.on("query", (query: QueryEvent) => {
      if (!this.recording) return;
      this.statements++;
      if (query.__knexQueryUid) this.started.set(query.__knexQueryUid, now());
    });
    const finish = (_error: unknown, query: QueryEvent) => {
      const start = query.__knexQueryUid ? this.started.get(query.__knexQueryUid) : undefined;
      if (start === undefined || !query.__knexQueryUid) return;
      this.started.delete(query.__knexQueryUid);
      this.durations.push(now() - start);
    };
    db.on("query-response", (_response: unknown, query: QueryEvent) => finish(null, query));
    db.on("query-error", finish);
  }

  start(): void {
    this.recording = true;
  }

  stop(): void {
    this.recording = false;
    // What never had an answer (a BEGIN or COMMIT sent on its own: knex reports none for them) is not waited for.
    this.started.clear();
  }

  summary(changes: number): string {
    const total = this.durations.reduce((sum, duration) => sum + duration, 0);
    const perChange = (count: number) => (count / changes).toFixed(1);
    return (
      `  ${perChange(this.statements)} SQL statements per change (BEGIN and COMMIT travel with the first and last), ${perChange(this.durations.length)} of them timed: ` +
      `${perChange(total)} ms per change; one statement p50 ${percentile(this.durations, 50).toFixed(1)} ms, p99 ${percentile(this.durations, 99).toFixed(1)} ms`
    );
  }
}
