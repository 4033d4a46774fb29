// True once the page runs in the browser: the reader's time zone and local times exist only
// there, so fields that show them wait for it instead of showing the server's UTC first.
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
