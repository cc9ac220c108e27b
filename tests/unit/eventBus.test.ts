import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { EventBus, type DomainEvent } from "../../api/events/bus.js";
import { domainEvent, toProject } from "../../api/events/envelope.js";

const event = (id: string) =>
  ({ ...domainEvent("state.deleted", { id, workspace_id: "w", project_id: "p" }, "u", { id, project: "p" }, toProject({ workspace_id: "w", project_id: "p" })), mutation_id: null }) as DomainEvent;

describe("the event bus", () => {
  it("delivers after the publishing turn, never inside it", async () => {
    const bus = new EventBus(() => undefined);
    const heard: string[] = [];
    bus.subscribe((e) => {
      heard.push(e.id);
    });
    bus.publish([event("a")]);
    await Promise.resolve();
    expect(heard).toEqual([]);
    await bus.drained();
    expect(heard).toEqual(["a"]);
  });

  it("keeps publication order even when a listener is slow and async", async () => {
    const bus = new EventBus(() => undefined);
    const heard: string[] = [];
    bus.subscribe(async (e) => {
      if (e.id === "a") await new Promise((resolve) => setTimeout(resolve, 20));
      heard.push(e.id);
    });
    bus.publish([event("a")]);
    bus.publish([event("b"), event("c")]);
    await bus.drained();
    expect(heard).toEqual(["a", "b", "c"]);
  });

  it("logs a throwing or rejecting listener and still delivers to the others", async () => {
    const logged: string[] = [];
    const bus = new EventBus((message) => logged.push(message));
    const heard: string[] = [];
    bus.subscribe(() => {
      throw new Error("sync failure");
    });
    bus.subscribe(async () => {
      throw new Error("async failure");
    });
    bus.subscribe((e) => {
      heard.push(e.id);
    });
    bus.publish([event("a")]);
    await bus.drained();
    expect(heard).toEqual(["a"]);
    expect(logged).toHaveLength(2);
    expect(logged.join("\n")).toMatch(/sync failure[\s\S]*async failure|async failure[\s\S]*sync failure/);
  });

  it("stops delivering to a listener that unsubscribed", async () => {
    const bus = new EventBus(() => undefined);
    const heard: string[] = [];
    const stop = bus.subscribe((e) => {
      heard.push(e.id);
    });
    stop();
    bus.publish([event("a")]);
    await bus.drained();
    expect(heard).toEqual([]);
  });

  it("has a request's events heard by synchronous listeners before its response can be read, however many were queued", async () => {
    const bus = new EventBus(() => undefined);
    const heard: string[] = [];
    bus.subscribe((e) => {
      heard.push(e.id);
    });
    // Many separate publishes per request, as a burst of concurrent writes makes.
    const server = createServer((request, response) => {
      for (let i = 0; i < 20; i += 1) bus.publish([event(`${request.url}-${i}`)]);
      response.end("done");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const answers = await Promise.all(
        ["/a", "/b", "/c"].map(async (path) => {
          await (await fetch(`http://127.0.0.1:${port}${path}`)).text();
          return heard.filter((id) => id.startsWith(`${path}-`)).length;
        }),
      );
      expect(answers).toEqual([20, 20, 20]);
    } finally {
      server.close();
    }
  });
});
