import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";

export interface ClientRequest {
  id: number;
  url: string;
  cookie: string;
}

export type ClientAnswer = { id: number; ms: number; count: number; groups: number | null } | { id: number; error: string };

export interface Timed {
  ms: number;
  count: number;
  /** Groups in the results, or null for an ungrouped list. */
  groups: number | null;
}

/** A GET through the client process of client.ts: resolves with the latency it measured and a summary of the body. */
export interface RemoteClient {
  get(url: string, cookie: string): Promise<Timed>;
  close(): void;
}

export async function startRemoteClient(): Promise<RemoteClient> {
  const child = fork(fileURLToPath(new URL("./client.ts", import.meta.url)), { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
  await new Promise<void>((resolve, reject) => {
    child.once("spawn", resolve);
    child.once("error", reject);
  });
  const waiting = new Map<number, { resolve: (timed: Timed) => void; reject: (error: Error) => void }>();
  child.on("message", (answer: ClientAnswer) => {
    const pending = waiting.get(answer.id);
    waiting.delete(answer.id);
    if ("error" in answer) pending?.reject(new Error(answer.error));
    else pending?.resolve({ ms: answer.ms, count: answer.count, groups: answer.groups });
  });
  child.once("exit", (code) => {
    for (const pending of waiting.values()) pending.reject(new Error(`the client process exited with ${code}`));
    waiting.clear();
  });
  let next = 0;
  return {
    get(url, cookie) {
      const id = next++;
      return new Promise<Timed>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        child.send({ id, url, cookie } satisfies ClientRequest);
      });
    },
    close: () => child.kill(),
  };
}
