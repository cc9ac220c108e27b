import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";

/** A forked TypeScript script that answers each message it is sent with one message, in order. */
export interface Child<Order, Answer> {
  ask(order: Order): Promise<Answer>;
  kill(): void;
}

export async function forkChild<Order, Answer extends { type: string }>(script: URL): Promise<Child<Order, Answer>> {
  const child = fork(fileURLToPath(script), { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
  await new Promise<void>((resolve, reject) => {
    child.once("spawn", resolve);
    child.once("error", reject);
  });
  const waiting: { resolve: (answer: Answer) => void; reject: (error: Error) => void }[] = [];
  child.on("message", (answer: Answer) => {
    const pending = waiting.shift();
    if (answer.type !== "failed") return pending?.resolve(answer);
    pending?.reject(new Error(String((answer as { error?: unknown }).error)));
  });
  child.once("exit", (code) => {
    for (const pending of waiting.splice(0)) pending.reject(new Error(`${script.pathname} exited with ${code}`));
  });
  return {
    ask: (order) =>
      new Promise<Answer>((resolve, reject) => {
        waiting.push({ resolve, reject });
        child.send(order as object);
      }),
    kill: () => child.kill(),
  };
}
