/**
 * Appends what the server just created unless a list load that finished first already holds it: a reload
 * racing a create must not show the new row twice.
 */
export function appendOnce<T extends { id: string }>(list: T[], created: T): void {
  if (!list.some((entry) => entry.id === created.id)) list.push(created);
}
