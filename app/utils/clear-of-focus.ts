/**
 * Keeps a fixed toast area off the control that has keyboard focus (WCAG 2.4.11, issue 23
 * item 2; docs/decisions/028-keyboard.md). The area stays at its own edge of the screen; when
 * the focused control (or the page scrolled under it) would be covered, it moves to the other
 * edge, and when both would cover it, it is hidden until focus moves on. Used by the flashed
 * toasts (app/components/toasts.tsx) and the service worker's (app/pwa/client.ts).
 * Returns the function that stops it.
 */
type Edge = "top" | "bottom";

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.width > 0 && a.height > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

export function keepClearOfFocus(area: HTMLElement, home: Edge) {
  const place = (edge: Edge) => {
    area.style.top = edge === "top" ? "1rem" : "auto";
    area.style.bottom = edge === "bottom" ? "1rem" : "auto";
  };
  const covers = (target: DOMRect) =>
    [...area.children].some((toast) => overlaps(toast.getBoundingClientRect(), target));
  const check = () => {
    area.style.visibility = "";
    place(home);
    const focused = document.activeElement;
    if (!focused || focused === document.body || area.contains(focused) || !area.children.length) return;
    const target = focused.getBoundingClientRect();
    if (!covers(target)) return;
    place(home === "top" ? "bottom" : "top");
    if (covers(target)) area.style.visibility = "hidden";
  };
  // Focus moves first and the page scrolls the control into view after: checked at once and again in the next frame.
  const soon = () => {
    check();
    requestAnimationFrame(check);
  };
  const toasts = new MutationObserver(soon);
  toasts.observe(area, { childList: true });
  document.addEventListener("focusin", soon);
  window.addEventListener("scroll", check, { passive: true });
  window.addEventListener("resize", check, { passive: true });
  return () => {
    toasts.disconnect();
    document.removeEventListener("focusin", soon);
    window.removeEventListener("scroll", check);
    window.removeEventListener("resize", check);
  };
}
