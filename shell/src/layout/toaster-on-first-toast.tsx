import { useToastStore } from '@termlens/shared-ui/stores/toast-store';
import { lazy, Suspense, useState } from 'react';

// The toast area's code (Radix Toast) loads with the first toast, not with every page.
const Toaster = lazy(() =>
  import('@termlens/shared-ui/components/toaster').then((m) => ({ default: m.Toaster })),
);

/** Mounts the shared Toaster once any package has raised a toast; it then stays mounted. */
export function ToasterOnFirstToast() {
  const needed = useToastStore((s) => s.toasts.length > 0);
  const [mounted, setMounted] = useState(false);
  if (needed && !mounted) setMounted(true);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
