import { useEffect } from 'react';

/** Sets the window title to "<page> · Launchpad". */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = page ? `${page} · Launchpad` : 'Launchpad';
  }, [page]);
}
