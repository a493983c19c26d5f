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
 * fold is not part of the first load. Scrolling to the anchor brings it near, which loads it.
 */
export function NearViewport({ id, placeholder, children }: NearViewportProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div id={id} ref={ref}>
      {near ? children : placeholder}
    </div>
  );
}
