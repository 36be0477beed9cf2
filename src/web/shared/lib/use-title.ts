import { useEffect } from 'react';

/** The server writes each page's <title>; this keeps it right after in-app navigation. */
export function useTitle(title: string): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
