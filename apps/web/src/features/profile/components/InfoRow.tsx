import type { ReactNode } from 'react';

/** One labelled value of the overview; long words wrap instead of overflowing. */
export function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="profile-info__row">
      <dt className="muted">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
