/**
 * Toasts, loaded on first use: sonner (9 KB gzipped) stays out of the first page load.
 * Call `notify.success("Signed in successfully")` anywhere; the Toaster mounts itself.
 */
type ToastOptions = {
  description?: string;
  /** A button in the toast, e.g. Undo after a removal. */
  action?: { label: string; onClick: () => void };
};
type Listener = () => void;

let requested = false;
const listeners = new Set<Listener>();
let markReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called by the Toaster's host once it has mounted and subscribed. */
export function markToasterReady(): void {
  markReady();
}

export function onToastRequested(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toastsRequested(): boolean {
  return requested;
}

async function show(kind: "success" | "error" | "info", message: string, options?: ToastOptions) {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  const [{ toast }] = await Promise.all([import("sonner"), toasterReady]);
  toast[kind](message, options);
}

export const notify = {
  success: (message: string, options?: ToastOptions) => show("success", message, options),
  error: (message: string, options?: ToastOptions) => show("error", message, options),
  info: (message: string, options?: ToastOptions) => show("info", message, options),
};

/** A failure shown as a toast, for actions without a form to show it in. */
export const toastError = (error: Error) => void notify.error(error.message);
