import { describe, expect, it } from "vitest";
import { removeOptimistically } from "../../web/src/stores/optimisticPatch.js";
import { clearToasts, toasts } from "../../web/src/stores/toasts.js";

const failure = { title: "Link not removed", action: "remove the link" };
const entries = () => [{ id: "a" }, { id: "b" }, { id: "c" }];

describe("optimistic removal (SPEC.md section 4)", () => {
  it("takes the entry out at once and keeps it out when the server agrees", async () => {
    const list = entries();
    const pending = removeOptimistically(() => list, "b", () => Promise.resolve(), failure);
    expect(list.map((entry) => entry.id)).toEqual(["a", "c"]);
    await pending;
    expect(list.map((entry) => entry.id)).toEqual(["a", "c"]);
  });

  it("puts a refused entry back in its place, with a toast", async () => {
    clearToasts();
    const list = entries();
    await removeOptimistically(() => list, "b", () => Promise.reject(new Error("network")), failure);
    expect(list.map((entry) => entry.id)).toEqual(["a", "b", "c"]);
    expect(toasts.items.map((toast) => toast.title)).toEqual(["Link not removed"]);
  });

  it("puts nothing back into another owner's list, nor twice into a reloaded one", async () => {
    let open: { id: string }[] | null = entries();
    await removeOptimistically(() => open, "b", () => {
      open = null;
      return Promise.reject(new Error("network"));
    }, failure);
    expect(open).toBeNull();

    let reloaded = entries();
    await removeOptimistically(() => reloaded, "b", () => {
      reloaded = entries();
      return Promise.reject(new Error("network"));
    }, failure);
    expect(reloaded.map((entry) => entry.id)).toEqual(["a", "b", "c"]);
  });
});
