/**
 * Toasts without shipping the toast library on first load: sonner is fetched the first time a toast is shown.
 * <LazyToaster /> (components/lazy-toaster.tsx) mounts sonner's Toaster on demand and resolves `toasterReady`.
 */
type Kind = "success" | "error" | "info";
type Listener = () => void;

let requested = false;
let resolveReady: (() => void) | null = null;
const ready = new Promise<void>((resolve) => (resolveReady = resolve));
const listeners = new Set<Listener>();

export function onToasterRequested(listener: Listener): () => void {
  listeners.add(listener);
  if (requested) listener();
  return () => listeners.delete(listener);
}

export function markToasterReady() {
  resolveReady?.();
}

export async function notify(kind: Kind, message: string): Promise<void> {
  if (!requested) {
    requested = true;
    listeners.forEach((l) => l());
  }
  const [{ toast }] = await Promise.all([import("sonner"), ready]);
  toast[kind](message);
}
