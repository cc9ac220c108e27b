import { mkdirSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { join, relative } from "node:path";

/**
 * BENCH_PROFILE=<folder>: CPU profiles of the server process over Cairn's measured slices, written to the
 * folder (open them in Chrome DevTools) and summed up by function in the output, so a missed target says
 * where the server's time went. Time the server spends waiting (on PostgreSQL, for a CPU) shows as idle.
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const TOP = 15;

export class CpuProfiler {
  private readonly session = new Session();
  /** Microseconds of samples per function (self time), over every slice. */
  private readonly byFunction = new Map<string, number>();
  private total = 0;
  private slices = 0;

  constructor(private readonly folder: string) {
    mkdirSync(folder, { recursive: true });
    this.session.connect();
  }

  async start(): Promise<void> {
    await this.session.post("Profiler.enable");
    await this.session.post("Profiler.start");
  }

  async stop(): Promise<void> {
    const { profile } = (await this.session.post("Profiler.stop")) as { profile: Profile };
    this.slices++;
    writeFileSync(join(this.folder, `cairn-${this.slices}.cpuprofile`), JSON.stringify(profile));
    const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
    profile.samples.forEach((id, index) => {
      const frame = frames.get(id);
      const micros = profile.timeDeltas[index] ?? 0;
      const where = frame?.url ? `${relative(process.cwd(), frame.url.replace(/^file:\/\//, ""))}:${frame.lineNumber + 1}` : "";
      const name = `${frame?.functionName || "(anonymous)"} ${where}`.trim();
      this.total += micros;
      this.byFunction.set(name, (this.byFunction.get(name) ?? 0) + micros);
    });
  }

  summary(): string[] {
    this.session.disconnect();
    const top = [...this.byFunction.entries()].sort((a, b) => b[1] - a[1]).slice(0, TOP);
    return [
      `  CPU profile of the server process while Cairn's changes were sent (${(this.total / 1000).toFixed(0)} ms sampled; cairn-1..${this.slices}.cpuprofile in ${this.folder}), ` +
        "self time by function (dispatch is the inspector's own):",
      ...top.map(([name, micros]) => `  ${(micros / 1000).toFixed(1).padStart(9)} ms ${((micros / this.total) * 100).toFixed(1).padStart(5)}%  ${name}`),
    ];
  }
}
