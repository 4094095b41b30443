import React from "react";

export interface ModalSize {
  width: number;
  height: number;
}

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Enter (outside a button or link) and the confirm button call it; without it Enter closes. */
  onConfirm?: () => void;
  closeLabel: string;
  confirmLabel: string;
  /** Sizes from data/business.yaml `modal` (docs/rules.md#business-constants). */
  size: ModalSize;
  children: React.ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * An accessible modal dialog (docs/rules.md#business-constants): Escape closes it, Enter confirms, focus stays inside while
 * it is open and returns to the element that opened it.
 */
export function Modal({
  open,
  title,
  onClose,
  onConfirm,
  closeLabel,
  confirmLabel,
  size,
  children,
}: ModalProps) {
  const panel = React.useRef<HTMLDivElement>(null);
  const titleId = React.useId();
  const confirm = onConfirm ?? onClose;

  React.useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    return () => opener?.focus();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
    } else if (event.key === "Enter") {
      const target = event.target as HTMLElement;
      // A focused button or link already acts on Enter; anywhere else Enter confirms.
      if (target.closest("button, a[href]")) return;
      event.preventDefault();
      confirm();
    } else if (event.key === "Tab" && panel.current) {
      const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (focusable.length === 0) {
        event.preventDefault();
        return;
      }
      const firstElement = focusable[0];
      const lastElement = focusable[focusable.length - 1];
      if (
        event.shiftKey &&
        (document.activeElement === firstElement || document.activeElement === panel.current)
      ) {
        event.preventDefault();
        lastElement.focus();
      } else if (!event.shiftKey && document.activeElement === lastElement) {
        event.preventDefault();
        firstElement.focus();
      }
    }
  };

  // Sizes come from data, so they reach the stylesheet as custom properties.
  const sizeVariables = {
    "--modal-width": `${size.width}px`,
    "--modal-height": `${size.height}px`,
  } as React.CSSProperties;

  return (
    <div
      className="modal-backdrop"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={panel}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={sizeVariables}
        onKeyDown={onKeyDown}
      >
        <h2 className="modal__title" id={titleId}>
          {title}
        </h2>
        <div className="modal__body">{children}</div>
        <div className="modal__actions">
          {onConfirm && (
            <button
              type="button"
              className="button button--medium button--outlined"
              onClick={onClose}
            >
              {closeLabel}
            </button>
          )}
          <button type="button" className="button button--medium button--dark" onClick={confirm}>
            {onConfirm ? confirmLabel : closeLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
