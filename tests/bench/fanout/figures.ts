import type { PoolReport } from "./clientPool.js";
import type { Sent } from "./protocol.js";

/** A moment on a change's way from its sender to the sockets, noted on the server by the change's key. */
export interface Checkpoint {
  name: string;
  at: Map<string, number>;
}

/** How long a change took from one moment to the next. */
export interface Stage {
  to: string;
  p50: number;
  p99: number;
}

/** One phase's result: how long the last socket waited for each change, and what went missing or twice. */
export interface FanoutFigures {
  events: number;
  sockets: number;
  /** Milliseconds from sending each change to the last socket hearing it, for the changes every socket heard. */
  toLast: number[];
  p50: number;
  p99: number;
  max: number;
  /** Where the time goes: from sending, through each checkpoint, to the last socket. */
  stages: Stage[];
  /** Median milliseconds of the sender's requests, response included. */
  responseP50: number;
  /** Deliveries that never came: a socket that did not hear a change it should have. */
  lost: number;
  duplicated: number;
  /** Requests that were not answered with success. */
  failedSends: number;
  /** Events heard that no request of this phase caused, and listened events without a key. */
  strays: number;
}

/** The nearest-rank percentile: the smallest value at least `percent` of the values do not exceed. */
export function percentile(values: readonly number[], percent: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((percent / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export function fanoutFigures(sent: readonly Sent[], report: PoolReport, sockets: number, checkpoints: readonly Checkpoint[]): FanoutFigures {
  const toLast: number[] = [];
  const stageNames = [...checkpoints.map((checkpoint) => checkpoint.name), "last socket"];
  const stageTimes = stageNames.map((): number[] => []);
  let lost = 0;
  let duplicated = 0;
  for (const change of sent) {
    const receipt = report.receipts.get(change.key);
    lost += sockets - (receipt?.sockets ?? 0);
    duplicated += receipt?.duplicates ?? 0;
    if (receipt?.sockets !== sockets) continue;
    toLast.push(receipt.lastAt - change.sentAt);
    const moments = [change.sentAt, ...checkpoints.map((checkpoint) => checkpoint.at.get(change.key)), receipt.lastAt];
    stageTimes.forEach((times, index) => {
      const [from, to] = [moments[index], moments[index + 1]];
      if (from !== undefined && to !== undefined) times.push(to - from);
    });
  }
  const keys = new Set(sent.map((change) => change.key));
  const strays = [...report.receipts.keys()].filter((key) => !keys.has(key)).length + report.unkeyed;
  return {
    events: sent.length,
    sockets,
    toLast,
    p50: percentile(toLast, 50),
    p99: percentile(toLast, 99),
    max: Math.max(...toLast),
    stages: stageNames.map((to, index) => ({ to, p50: percentile(stageTimes[index] ?? [], 50), p99: percentile(stageTimes[index] ?? [], 99) })),
    responseP50: percentile(
      sent.map((change) => change.responseMs),
      50,
    ),
    lost,
    duplicated,
    failedSends: sent.filter((change) => change.status < 200 || change.status > 299).length,
    strays,
  };
}
