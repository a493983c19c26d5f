import { type ReactNode, useEffect, useRef, useState } from 'react';

// Generous enough that a section has usually loaded by the time a scrolling visitor reaches it.
const rootMargin = '600px 0px';

export interface NearViewportProps {
  /** the anchor id (`compare`, `estimate`): the placeholder holds it, so links scroll to it */
  id?: string;
  /** shown until the area comes near the viewport */
  placeholder: ReactNode;
  children: ReactNode;
}

/**
 * Renders `children` only once this area comes near the viewport, so code for sections below the
 * fold is not part of the first load. An area in the first screen loads at once; the look-ahead
 * below it starts with the visitor's first scroll, so a visitor who reads only the first screen
 * never pays for sections they would have to scroll to. Scrolling to the anchor (a link, the
 * keyboard) is a scroll too, which loads it.
 */
export function NearViewport({ id, placeholder, children }: NearViewportProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    let scrolled = window.scrollY > 0;
    let ahead = false;
    const inView = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    });
    const lookAhead = new IntersectionObserver(
      (entries) => {
        ahead = entries.at(-1)?.isIntersecting ?? false;
        if (ahead && scrolled) setNear(true);
      },
      { rootMargin },
    );
    const onFirstScroll = () => {
      scrolled = true;
      if (ahead) setNear(true);
    };
    inView.observe(element);
    lookAhead.observe(element);
    window.addEventListener('scroll', onFirstScroll, { passive: true, once: true });
    return () => {
      inView.disconnect();
      lookAhead.disconnect();
      window.removeEventListener('scroll', onFirstScroll);
    };
  }, [near]);
  return (
    <div id={id} ref={ref}>
      {near ? children : placeholder}
    </div>
  );
}
