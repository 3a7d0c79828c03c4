import { useEffect, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';

/**
 * The dashboard's one modal (part 2 §2.10): add or edit a notice, skills details, interview details,
 * created trainings. Escape and the close button shut it; focus moves in and returns where it was.
 */
export function AdminModal({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const first = ref.current?.querySelector<HTMLElement>(
      'input, textarea, select, button:not([data-close])',
    );
    (first ?? ref.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, [onClose]);

  return (
    <div className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-slate-900/50 p-4 sm:p-8">
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby="admin-modal-title"
        tabIndex={-1}
        className="w-full max-w-2xl rounded-2xl bg-white shadow-xl ring-1 ring-slate-200 focus:outline-none"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-6 py-4">
          <h2 id="admin-modal-title" className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <button
            type="button"
            data-close
            onClick={onClose}
            aria-label="Close"
            className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        {/* Scrolls with the keyboard too (a long skills list): focusable, named by the title. */}
        <div
          tabIndex={0}
          role="region"
          aria-labelledby="admin-modal-title"
          className="max-h-[75vh] overflow-y-auto px-6 py-5 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          {children}
        </div>
      </div>
    </div>
  );
}
