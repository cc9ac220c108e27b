import { useState } from "react";

const storageKey = (userId: string) => `cairn:create-more:${userId}`;

function remembered(userId: string | null): boolean {
  if (!userId) return false;
  try {
    return localStorage.getItem(storageKey(userId)) === "true";
  } catch {
    return false;
  }
}

/** The create dialog's "Create more" switch, remembered in this browser for each person who signs in here. */
export function useCreateMore(userId: string | null): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => remembered(userId));
  const change = (next: boolean) => {
    setOn(next);
    if (!userId) return;
    try {
      localStorage.setItem(storageKey(userId), String(next));
    } catch (error) {
      // Only a preference: the switch still works for this visit.
      console.warn("Could not keep the Create more preference", error);
    }
  };
  return [on, change];
}
