import { useLocation } from "@remix-run/react";
import { type RefObject, useEffect, useRef } from "react";

/**
 * With JavaScript, open menus in `container` close on a click elsewhere, on Escape (focus returns to
 * the menu's button), when keyboard focus leaves them and after navigating; another menu opening
 * closes the rest. Without JavaScript
 * they stay native disclosure widgets.
 */
export function useDismissableMenus(container: RefObject<HTMLElement | null>) {
  const location = useLocation();

  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const closeAll = (except?: Element | null) => {
      for (const el of root.querySelectorAll<HTMLDetailsElement>(
        "details[data-dismissable][open]",
      )) {
        if (el !== except && !el.contains(except ?? null)) el.open = false;
      }
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      closeAll(target.closest("details[data-dismissable]"));
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const open = (event.target as Element).closest<HTMLDetailsElement>(
        "details[data-dismissable][open]",
      );
      if (open) {
        open.open = false;
        open.querySelector("summary")?.focus();
      }
      const toggle = root.querySelector<HTMLInputElement>("#nav-toggle");
      if (toggle?.checked) toggle.checked = false;
    };
    // Tabbing out of an open menu closes it (a click elsewhere is handled above).
    const onFocusOut = (event: FocusEvent) => {
      const menu = (event.target as Element).closest<HTMLDetailsElement>(
        "details[data-dismissable][open]",
      );
      const next = event.relatedTarget as Node | null;
      if (menu && next && !menu.contains(next)) menu.open = false;
    };
    document.addEventListener("click", onClick);
    root.addEventListener("keydown", onKey);
    root.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("click", onClick);
      root.removeEventListener("keydown", onKey);
      root.removeEventListener("focusout", onFocusOut);
    };
  }, [container]);

  // Menus close on every navigation, not when the page becomes interactive: a menu the visitor
  // opened while the page was loading stays open.
  const shown = useRef(location.key);
  useEffect(() => {
    const root = container.current;
    if (!root || shown.current === location.key) return;
    shown.current = location.key;
    for (const el of root.querySelectorAll<HTMLDetailsElement>("details[open]")) el.open = false;
    const toggle = root.querySelector<HTMLInputElement>("#nav-toggle");
    if (toggle) toggle.checked = false;
  }, [location.key, container]);
}
