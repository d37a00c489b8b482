import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';

/** What an action did; a new object each time, so that the same words twice are shown anew. */
export interface Notice {
  text: string;
}

/** A page's notice and its setter, which takes the words (null hides it). */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  return [notice, (text: string | null) => setNotice(text === null ? null : { text })] as const;
}

/**
 * An action's outcome above the page's sections. It takes the focus once the action's dialog has
 * closed (the dialog gives it back to its button first, or to nothing when the action removed the
 * row): an action far down a long page would otherwise say it was done out of sight.
 */
export function DeskNotice({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!notice) return;
    // After the effects of this commit, among them the dialog's close, which moves the focus too.
    const timer = setTimeout(() => ref.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [notice]);
  if (!notice) return null;
  return (
    <div ref={ref} tabIndex={-1} className="desk-notice">
      <Alert tone="success" onClose={onClose}>
        {notice.text}
      </Alert>
    </div>
  );
}
