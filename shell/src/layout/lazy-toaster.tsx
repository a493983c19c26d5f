import { useToastStore } from '@termlens/shared-ui/stores/toast-store';
import { lazy, Suspense, useEffect, useState } from 'react';

// The toast area's code (Radix Toast, about 6 KB) loads with the first toast or the first F8
// press, not with every page.
const Toaster = lazy(() =>
  import('@termlens/shared-ui/components/toaster').then((m) => ({ default: m.Toaster })),
);

/** F8 focuses the notification region, even before any toast: the hotkey works at once. */
const HOTKEY = 'F8';

/** Mounts the shared Toaster on the first toast or F8 press; it then stays mounted. */
export function LazyToaster() {
  const hasToast = useToastStore((s) => s.toasts.length > 0);
  const [pressedHotkey, setPressedHotkey] = useState(false);
  const [mounted, setMounted] = useState(false);
  if (hasToast && !mounted) setMounted(true);

  useEffect(() => {
    if (mounted) return;
    // Once mounted, Radix's own F8 handler takes over.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code !== HOTKEY) return;
      setPressedHotkey(true);
      setMounted(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mounted]);

  return mounted ? (
    <Suspense fallback={null}>
      <Toaster focusOnMount={pressedHotkey} />
    </Suspense>
  ) : null;
}
