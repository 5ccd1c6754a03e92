import { useEffect } from "react";

/**
 * Closes the open <details> menu around an element (a choice in it was sent) and, if focus
 * was inside, puts it back on the menu's button, so no focused control is left hidden.
 */
export function closeMenuAround(element: Element | null, selector = "details[data-menu]") {
  const menu = element?.closest<HTMLDetailsElement>(selector);
  if (!menu?.open) return;
  const hadFocus = menu.contains(document.activeElement);
  menu.open = false;
  if (hadFocus) menu.querySelector("summary")?.focus();
}

/**
 * The header's <details> menus (they open and close without JavaScript, decision 006) also
 * behave like menus when JavaScript runs: Escape closes the open one and puts focus back
 * on its button, and it closes when focus or a click goes elsewhere, a link in it is followed or a form in it sent.
 */
export function useMenuDismissal(selector = "details[data-menu]") {
  useEffect(() => {
    const open = () => [...document.querySelectorAll<HTMLDetailsElement>(`${selector}[open]`)];
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      for (const menu of open()) {
        const hadFocus = menu.contains(document.activeElement);
        menu.open = false;
        if (hadFocus) menu.querySelector("summary")?.focus();
      }
    };
    const closeOutside = (event: Event) => {
      const target = event.target as Node | null;
      for (const menu of open()) if (!target || !menu.contains(target)) menu.open = false;
    };
    const onClick = (event: MouseEvent) => {
      closeOutside(event);
      const link = (event.target as Element | null)?.closest?.("a");
      const menu = link?.closest<HTMLDetailsElement>(selector);
      if (menu) menu.open = false;
    };
    const onSubmit = (event: SubmitEvent) => closeMenuAround(event.target as Element | null, selector);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", closeOutside);
    document.addEventListener("click", onClick);
    document.addEventListener("submit", onSubmit);
    return () => {
      document.removeEventListener("submit", onSubmit);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", closeOutside);
      document.removeEventListener("click", onClick);
    };
  }, [selector]);
}
