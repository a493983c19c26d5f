import { Button } from '@termlens/shared-ui/components/button';
import { LogOut, UserRound } from '@termlens/shared-ui/icons';
import { adminSessionSlotId } from '@termlens/shared-ui/lib/admin-frame';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useSignOut } from '../features/auth/session-api';
import styles from './session-bar.module.css';

/**
 * Who is signed in, and Log out: in the admin frame's header when the shell provides one, in the
 * page otherwise (this remote's standalone preview, tests).
 */
export function SessionBar({ username }: { username: string }) {
  const signOut = useSignOut();
  // undefined until mounted: the slot is looked up in the browser, never during a server render.
  const [slot, setSlot] = useState<HTMLElement | null | undefined>(undefined);
  useEffect(() => setSlot(document.getElementById(adminSessionSlotId)), []);

  const bar = (
    <div className={slot ? `${styles.bar} ${styles.inFrame}` : styles.bar}>
      <span className={styles.user}>
        <UserRound size={16} aria-hidden="true" />
        <span>Signed in as {username}</span>
      </span>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => signOut.mutate()}
        disabled={signOut.isPending}
      >
        <LogOut size={16} aria-hidden="true" />
        Log out
      </Button>
    </div>
  );
  if (slot === undefined) return null;
  return slot ? createPortal(bar, slot) : bar;
}
