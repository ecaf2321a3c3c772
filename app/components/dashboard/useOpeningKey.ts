import { useEffect, useState } from "react";

/**
 * A new fetcher key each time a modal opens: its form starts from the page's
 * values and never shows the answer to the last opening's post.
 */
export function useOpeningKey(open: boolean, name: string): { key: string; opening: number } {
  const [opening, setOpening] = useState(0);
  useEffect(() => {
    if (open) setOpening((n) => n + 1);
  }, [open]);
  return { key: `${name}-${opening}`, opening };
}
