import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { relative } from "node:path";

/**
 * BENCH_PROFILE=<file>: a CPU profile of the server process over the measured changes, written to the file
 * (open it in Chrome DevTools) and summed up by function in the output, so a missed target says where
 * the server's time went. Time the server spends waiting (on PostgreSQL, for the CPU) shows as idle.
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

export async function startProfile(file: string | undefined): Promise<() => Promise<string[]>> {
  if (!file) return async () => [];
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
  return async () => {
    const { profile } = (await session.post("Profiler.stop")) as { profile: Profile };
    session.disconnect();
    writeFileSync(file, JSON.stringify(profile));
    return summarize(profile, file);
  };
}

/** Milliseconds of samples per function (self time), largest first. */
function summarize(profile: Profile, file: string): string[] {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byFunction = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const frame = frames.get(id);
    const micros = profile.timeDeltas[index] ?? 0;
    total += micros;
    const where = frame?.url ? `${relative(process.cwd(), frame.url.replace(/^file:\/\//, ""))}:${frame.lineNumber + 1}` : "";
    const name = `${frame?.functionName || "(anonymous)"} ${where}`.trim();
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  });
  const top = [...byFunction.entries()].sort((a, b) => b[1] - a[1]).slice(0, TOP);
  return [
    `CPU profile of the server process (${(total / 1000).toFixed(0)} ms sampled) in ${file}; self time by function:`,
    ...top.map(([name, micros]) => `  ${(micros / 1000).toFixed(1).padStart(8)} ms ${((micros / total) * 100).toFixed(1).padStart(5)}%  ${name}`),
  ];
}
