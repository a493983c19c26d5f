// Sections above a home anchor finish loading after the jump (a skeleton and the loaded news
// strip differ in height), which would push the target out of place. Keep it aligned while the
// page settles; any scroll input from the visitor hands control back at once.
const SETTLE_MS = 2000;
const userInput = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

export function scrollToSection(id: string) {
  const align = () => document.getElementById(id)?.scrollIntoView({ block: 'start' });
  if (!document.getElementById(id)) return;
  align();
  const observer = new ResizeObserver(align);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of userInput) removeEventListener(type, stop);
  };
  const timer = setTimeout(stop, SETTLE_MS);
  observer.observe(document.body);
  for (const type of userInput) addEventListener(type, stop, { passive: true });
}
