import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ToastSpec } from '../../shell/preloaded';
import { PausableTimer } from './toast-timer';
import './toasts.css';

export const DEFAULT_TOAST_MS = 5000;

/** A button in the toast (the mute toast's Undo): pressing it runs the action and closes the toast. */
export interface ToastAction {
  label: string;
  onSelect: () => void;
  /** When set, pressing keeps the toast open with this label, disabled, while the action runs (the reading list's 'Undoing...'). */
  busyLabel?: string;
}

export interface Toast extends ToastSpec {
  id: number;
  action?: ToastAction;
}

interface ToastApi {
  current: Toast | null;
  showToast: (toast: ToastSpec & { action?: ToastAction }) => void;
  dismissToast: () => void;
  /** Called on navigation: 'next page' toasts end there. */
  onNavigate: () => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToasts(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToasts must be used inside <ToastProvider>');
  return api;
}

let nextId = 1;

export function ToastProvider({ initial, children }: { initial: ToastSpec | null; children: ReactNode }) {
  // Only one toast is current: a new one replaces whatever was showing.
  const [current, setCurrent] = useState<Toast | null>(initial ? { ...initial, id: nextId++ } : null);
  const showToast = useCallback((toast: ToastSpec & { action?: ToastAction }) => setCurrent({ ...toast, id: nextId++ }), []);
  const dismissToast = useCallback(() => setCurrent(null), []);
  const onNavigate = useCallback(() => setCurrent((t) => (t?.duration === 'next-page' ? null : t)), []);
  const api = useMemo(() => ({ current, showToast, dismissToast, onNavigate }), [current, showToast, dismissToast, onNavigate]);
  return <ToastContext.Provider value={api}>{children}</ToastContext.Provider>;
}

export function ToastHost() {
  const { current, dismissToast } = useToasts();
  const timer = useRef<PausableTimer | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  useEffect(() => {
    if (!current) return;
    const duration = current.duration ?? DEFAULT_TOAST_MS;
    if (typeof duration !== 'number') return;
    const t = new PausableTimer(duration, dismissToast);
    timer.current = t;
    t.start();
    return () => t.cancel();
  }, [current, dismissToast]);

  if (!current) return <div className="toast-region" role="status" aria-live="polite" />;
  const style = (current.toastStyle ?? 'MESSAGE').toLowerCase().replace('_', '-');
  return (
    <div className="toast-region" role="status" aria-live="polite">
      <div
        className={`toast toast--${style}`}
        data-toast-id={current.id}
        onMouseEnter={() => timer.current?.pause()}
        onMouseLeave={() => busyId !== current.id && timer.current?.start()}
      >
        <span className="toast__message">{current.message}</span>
        {current.action && (
          <button
            type="button"
            className="toast__action"
            disabled={busyId === current.id}
            onClick={() => {
              if (current.action?.busyLabel) {
                timer.current?.cancel();
                setBusyId(current.id);
              } else dismissToast();
              current.action?.onSelect();
            }}
          >
            {busyId === current.id ? current.action.busyLabel : current.action.label}
          </button>
        )}
        <button type="button" className="toast__close" aria-label="Dismiss" onClick={dismissToast}>
          ×
        </button>
      </div>
    </div>
  );
}

export function ToastRoot({ initial, children }: { initial: ToastSpec | null; children: ReactNode }) {
  return (
    <ToastProvider initial={initial}>
      {children}
      <ToastHost />
    </ToastProvider>
  );
}
