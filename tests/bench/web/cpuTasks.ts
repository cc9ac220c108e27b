import type { Browser, Page } from "playwright-core";

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  /** The thread's own CPU time for the event, in microseconds. */
  tdur?: number;
  args?: { name?: string };
}

/**
 * The page's main-thread tasks by CPU time, from Chrome's trace ("toplevel" category: light enough to
 * leave on). The Long Tasks API counts wall time, so on a machine busy with other work a task that ran
 * 15 ms waits its turn and is reported at 80; the CPU time says what the page itself asked for.
 */
export async function traceCpuTasks(browser: Browser, page: Page): Promise<() => Promise<number[]>> {
  await browser.startTracing(page, { categories: ["toplevel"] });
  return async () => {
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const main = new Set(traceEvents.filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain").map((event) => `${event.pid}:${event.tid}`));
    return traceEvents
      .filter((event) => event.ph === "X" && event.name === "ThreadControllerImpl::RunTask" && main.has(`${event.pid}:${event.tid}`))
      .map((event) => (event.tdur ?? 0) / 1000);
  };
}
