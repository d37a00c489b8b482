import type { ReactNode } from 'react';
import type { MfaMethodKind } from '@portal/contract/mfa';
import './MfaIllustration.css';

/** The picture of each method, in the variant's brand colours (see MfaIllustration.css). */
const drawings: Record<MfaMethodKind, ReactNode> = {
  email: (
    <>
      <rect className="illu-brand" x="18" y="28" width="60" height="42" rx="6" />
      <path className="illu-line" d="m20 32 28 20 28-20" />
      <circle className="illu-accent" cx="74" cy="28" r="9" />
    </>
  ),
  sms: (
    <>
      <rect className="illu-brand" x="30" y="14" width="36" height="68" rx="7" />
      <rect className="illu-screen" x="35" y="22" width="26" height="46" rx="3" />
      <path className="illu-accent" d="M52 32h28a4 4 0 0 1 4 4v14a4 4 0 0 1-4 4H62l-8 7v-7h-2a4 4 0 0 1-4-4V36a4 4 0 0 1 4-4z" />
    </>
  ),
  totp: (
    <>
      <rect className="illu-brand" x="30" y="14" width="36" height="68" rx="7" />
      <rect className="illu-screen" x="35" y="22" width="26" height="46" rx="3" />
      <circle className="illu-accent" cx="48" cy="45" r="10" />
      <path className="illu-line" d="M48 39v6l4 3" />
    </>
  ),
  card: (
    <>
      <rect className="illu-brand" x="14" y="26" width="68" height="44" rx="6" />
      <rect className="illu-dark" x="14" y="34" width="68" height="8" />
      <rect className="illu-accent" x="22" y="52" width="14" height="10" rx="2" />
    </>
  ),
  totpRecovery: (
    <>
      <circle className="illu-brand" cx="36" cy="48" r="16" />
      <circle className="illu-screen" cx="36" cy="48" r="6" />
      <path className="illu-brand" d="M50 44h30v8h-6v8h-8v-8h-16z" />
    </>
  ),
  support: (
    <>
      <circle className="illu-brand" cx="48" cy="48" r="30" />
      <path className="illu-line" d="M40 42a8 8 0 1 1 11 7.4c-2 .8-3 2.4-3 4.6M48 62h.01" />
    </>
  ),
  passkey: (
    <>
      <circle className="illu-brand" cx="38" cy="34" r="13" />
      <path className="illu-brand" d="M14 76v-5a20 20 0 0 1 20-20h8a20 20 0 0 1 10 2.7V76z" />
      <circle className="illu-accent" cx="64" cy="56" r="12" />
      <circle className="illu-screen" cx="64" cy="56" r="4" />
      <path className="illu-accent-line" d="m71 64 13 13m-6-6-4 4m9 1-4 4" />
    </>
  ),
};

export function MfaIllustration({ kind }: { kind: MfaMethodKind }) {
  return (
    <svg className="mfa-illustration" viewBox="0 0 96 96" width="96" height="96" aria-hidden="true" focusable="false">
      <circle className="illu-soft" cx="48" cy="48" r="48" />
      {drawings[kind]}
    </svg>
  );
}
