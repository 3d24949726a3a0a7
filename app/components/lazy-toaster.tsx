import { lazy, Suspense, useEffect, useState } from "react";
import { markToasterReady, onToasterRequested } from "~/lib/notify";

const Toaster = lazy(async () => {
  const { Toaster } = await import("sonner");
  function ReadyToaster() {
    // Runs after sonner's Toaster has subscribed (child effects run first), so no toast is lost.
    useEffect(() => markToasterReady(), []);
    return <Toaster position="top-right" richColors closeButton duration={6000} />;
  }
  return { default: ReadyToaster };
});

/** Toasts appear top-right; the library loads only when the first toast is requested. */
export function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToasterRequested(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
