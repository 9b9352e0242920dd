import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';

export interface DropdownProps {
  /** Content of the trigger button. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is not text (e.g. an avatar). */
  triggerLabel?: string;
  triggerClassName?: string;
  /** Align the panel with the trigger's right edge. */
  alignEnd?: boolean;
  /** Also open while the pointer is over the trigger or the panel (desktop header menus). */
  openOnHover?: boolean;
  panelClassName?: string;
  /** The panel content; `close` lets an item close the panel after acting. */
  children: (close: () => void) => ReactNode;
}

/**
 * A disclosure dropdown: the trigger is a button with aria-expanded; the panel holds ordinary links and buttons,
 * so Tab reaches them in order. Escape closes and returns focus to the trigger; focus or a click leaving the
 * widget closes it.
 */
export function Dropdown({
  trigger,
  triggerLabel,
  triggerClassName = '',
  alignEnd,
  openOnHover,
  panelClassName = '',
  children,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // A pointer that opened the panel by hovering then clicks the trigger: keep it open instead of toggling it shut.
  const hovering = useRef(false);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- hover/Escape wrapper: the trigger button and panel items are the controls
    <div
      ref={rootRef}
      className={`dropdown ${alignEnd ? 'dropdown-end' : ''} ${open ? 'dropdown-open' : ''}`}
      onMouseEnter={
        openOnHover
          ? () => {
              hovering.current = true;
              setOpen(true);
            }
          : undefined
      }
      onMouseLeave={
        openOnHover
          ? () => {
              hovering.current = false;
              setOpen(false);
            }
          : undefined
      }
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          triggerRef.current?.focus();
        }
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className={triggerClassName}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={triggerLabel}
        onClick={() => setOpen((value) => (openOnHover && hovering.current ? true : !value))}
      >
        {trigger}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={`dropdown-content z-50 rounded-box border border-base-300 bg-base-100 shadow-lg ${panelClassName}`}
      >
        {open ? children(close) : null}
      </div>
    </div>
  );
}

/** daisyUI menu list for dropdown panels. */
export function MenuList({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className="menu w-full p-1" aria-label={label}>
      {children}
    </ul>
  );
}

export function MenuDivider() {
  // daisyUI draws an empty menu item as a divider line.
  return <li aria-hidden="true" />;
}
