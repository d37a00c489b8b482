import { useId, type ReactNode } from 'react';

interface Props {
  /** Where the screen stands in its flow ("Step 2 of 3"), or nothing. */
  step?: string | null;
  children: ReactNode;
}

/**
 * A card screen's h1, with the step line above it. The line is the title's description too: the
 * focus lands on the h1 after each route change, and a screen reader then says the step with it.
 */
export function ScreenTitle({ step, children }: Props) {
  const id = useId();
  return (
    <>
      {step && (
        <p id={id} className="screen-step">
          {step}
        </p>
      )}
      <h1 aria-describedby={step ? id : undefined}>{children}</h1>
    </>
  );
}
