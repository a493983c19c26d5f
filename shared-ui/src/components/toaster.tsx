// By package name, not a relative path: Module Federation shares only package requests, and a
// relative import would give the toaster its own store that no remote's toast() reaches.
import { useToastStore } from '@termlens/shared-ui/stores/toast-store';
import { Toast } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { cx } from '../lib/class-names';
import { Button } from './button';
import styles from './toaster.module.css';

// Shown 5000 ms, swipe right past 50 px to dismiss, F8 focuses the region: the product's
// toast rules, kept in one place.
const DURATION_MS = 5000;
const SWIPE_THRESHOLD = 50;

export interface ToasterProps {
  /** focus the region once mounted: the shell mounts it late, on the F8 press it then answers */
  focusOnMount?: boolean;
}

/** The toast area. Mounted once, by the shell; any package raises toasts with `toast()`. */
export function Toaster({ focusOnMount = false }: ToasterProps) {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focusOnMount) viewport.current?.focus();
  }, [focusOnMount]);
  return (
    <Toast.Provider duration={DURATION_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD}>
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          className={cx(styles.toast, t.variant && t.variant !== 'default' && styles[t.variant])}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && dismiss(t.id)}
        >
          <Toast.Title className={styles.title}>{t.title}</Toast.Title>
          {t.description && (
            <Toast.Description className={styles.description}>{t.description}</Toast.Description>
          )}
          {t.action && (
            <Toast.Action asChild altText={t.action.label} className={styles.action}>
              <Button size="sm" variant="secondary" onClick={t.action.onClick}>
                {t.action.label}
              </Button>
            </Toast.Action>
          )}
          <Toast.Close className={styles.close} aria-label="Close">
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport ref={viewport} className={styles.viewport} />
    </Toast.Provider>
  );
}
