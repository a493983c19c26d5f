import { type RefObject, useEffect } from 'react';

/**
 * While the element fixed at the bottom of the screen is shown, the page keeps room for it: a
 * field the keyboard focuses is scrolled clear of it (the scroll padding, and a nudge for
 * focus that lands under it anyway), and the end of the page can scroll above it. Without this
 * a keyboard user tabs through the lead form under the cookie banner.
 */
export function useRoomBelow(ref: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const fixed = ref.current;
    if (!shown || !fixed) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty('--room-below', `${fixed.offsetHeight}px`);
    measure();
    const resize = new ResizeObserver(measure);
    resize.observe(fixed);
    const onFocusIn = (event: FocusEvent) => {
      const focused = event.target;
      if (!(focused instanceof Element) || fixed.contains(focused)) return;
      if (focused.getBoundingClientRect().bottom > fixed.getBoundingClientRect().top) {
        // At once: the page's smooth scrolling would leave the field under it for a moment.
        focused.scrollIntoView({ block: 'nearest', behavior: 'instant' });
      }
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      resize.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      root.style.removeProperty('--room-below');
    };
  }, [ref, shown]);
}
