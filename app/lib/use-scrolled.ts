import { useEffect } from "react";

/** Whether the page is scrolled at least `threshold` pixels (always false without JavaScript). */
export function useScrolledPast(threshold: number, onChange: (scrolled: boolean) => void) {
  useEffect(() => {
    let last: boolean | null = null;
    const check = () => {
      const scrolled = window.scrollY >= threshold;
      if (scrolled !== last) {
        last = scrolled;
        onChange(scrolled);
      }
    };
    check();
    window.addEventListener("scroll", check, { passive: true });
    return () => window.removeEventListener("scroll", check);
  }, [threshold, onChange]);
}
