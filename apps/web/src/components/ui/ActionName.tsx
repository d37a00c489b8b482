/**
 * A button's visible words followed by what it acts on, the latter for screen readers only. The
 * accessible name then starts with the words a speech-input user sees and says (WCAG 2.5.3, axe
 * label-content-name-mismatch), in every language, while still telling rows apart.
 */
export function ActionName({ action, object }: { action: string; object: string }) {
  return (
    <>
      {action}
      <span className="visually-hidden">: {object}</span>
    </>
  );
}
