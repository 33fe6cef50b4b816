// Counts API calls in flight so the global loading indicator can show while the count is above zero
// (part 1 §2.2). A tiny external store for useSyncExternalStore.
type Listener = () => void;

let active = 0;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

export const activeRequests = {
  start() {
    active += 1;
    emit();
  },
  finish() {
    active = Math.max(0, active - 1);
    emit();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => active,
  getServerSnapshot: () => 0,
};
