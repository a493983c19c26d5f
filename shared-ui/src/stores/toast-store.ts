import { create } from 'zustand';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'success' | 'destructive';
  action?: { label: string; onClick: () => void };
}

export interface ToastItem extends ToastInput {
  id: number;
}

interface ToastState {
  toasts: ToastItem[];
  dismiss: (id: number) => void;
}

// One toast at a time: a new toast replaces the one on screen, so messages never pile up.
const TOAST_LIMIT = 1;
let nextId = 1;

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

/** Raise a toast from any package; the shell's toast area shows it. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  useToastStore.setState((s) => ({ toasts: [...s.toasts, { ...input, id }].slice(-TOAST_LIMIT) }));
  return id;
}
