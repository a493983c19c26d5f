import { useId, useState } from 'react';

/** A button that shows and hides a panel: whether it is open, and the ARIA that ties the two. */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return {
    open,
    close: () => setOpen(false),
    panelId,
    buttonProps: {
      type: 'button',
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((shown) => !shown),
    } as const,
  };
}
