import { toast, Toaster } from "sonner";

/*
 * Toasts in the admin area. The admin loads sonner up front (it is not a public page, and a toast must never be
 * lost); it deliberately does not share lib/notify's lazy loader with the public shell, so the public pages' chunks
 * stay exactly as they were.
 */
export function adminNotify(kind: "success" | "error" | "info", message: string) {
  toast[kind](message);
}

export function AdminToaster() {
  return <Toaster position="top-right" richColors closeButton duration={6000} />;
}
