export type LoadState = "idle" | "loading" | "ready" | "error";

/**
 * Loads into a store that holds the data of one owner (a project, a work item) at a time. Another owner
 * empties the store first, so the previous one's entries never show under the new one; a reload of the
 * same owner keeps what is shown until the answer comes; an answer for an owner no longer open is dropped.
 */
export async function loadOwned<S extends { state: LoadState }, O extends keyof S, D extends keyof S>(
  store: S,
  ownerField: O,
  owner: S[O],
  dataField: D,
  empty: S[D],
  fetch: () => Promise<S[D]>,
): Promise<void> {
  if (store[ownerField] !== owner) {
    store[ownerField] = owner;
    store[dataField] = empty;
    store.state = "idle";
  }
  if (store.state !== "ready") store.state = "loading";
  try {
    const data = await fetch();
    if (store[ownerField] !== owner) return;
    store[dataField] = data;
    store.state = "ready";
  } catch {
    if (store[ownerField] === owner) store.state = "error";
  }
}
