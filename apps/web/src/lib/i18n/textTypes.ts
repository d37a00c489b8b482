import type { ErrorCode } from '@portal/contract/errors';
import type { FieldErrorCode } from '@portal/contract/fields';
import type { ClientErrorCode } from '../api/ApiError';
import type { CoreTexts } from './locales/en';
import type { AccountDeletionTexts } from './locales/groups/account-deletion/en';
import type { BankingTexts } from './locales/groups/banking/en';
import type { DashboardExtraTexts } from './locales/groups/dashboard-extra/en';
import type { DevicesTexts } from './locales/groups/devices/en';
import type { ForgotPasswordTexts } from './locales/groups/forgot-password/en';
import type { ForgotUsernameTexts } from './locales/groups/forgot-username/en';
import type { MergeTexts } from './locales/groups/merge/en';
import type { MfaTexts } from './locales/groups/mfa/en';
import type { NotificationTexts } from './locales/groups/notifications/en';
import type { OnboardingTexts } from './locales/groups/onboarding/en';
import type { PasswordTexts } from './locales/groups/password/en';
import type { ProfileTexts } from './locales/groups/profile/en';
import type { RecoveryTexts } from './locales/groups/recovery/en';
import type { SupportTexts } from './locales/groups/support/en';

/** A texts object's shape with every text a string: the other languages are typed against English's. */
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/**
 * The `errors` section mirrors the error codes: `mfa.invalid_code` is `errors.mfa.invalid_code`.
 * Deriving it from the contract's catalogue makes a code without a text a type error.
 */
type Code = ErrorCode | ClientErrorCode;
type Head<K> = K extends `${infer H}.${string}` ? H : K;
type Tail<K, H extends string> = K extends `${H}.${infer T}` ? T : never;

export type ErrorTexts = {
  [H in Head<Code>]: [Tail<Code, H>] extends [never] ? string : Record<Tail<Code, H>, string>;
};

/** Field-level codes of the contract's zod rules, shown as `validation.<code>`. */
export type ValidationTexts = Record<FieldErrorCode, string>;

/** Every text of a locale: the core (locales/<locale>.ts) and each screen group (locales/groups/). */
export type Translations = CoreTexts &
  AccountDeletionTexts &
  BankingTexts &
  DashboardExtraTexts &
  DevicesTexts &
  ForgotPasswordTexts &
  ForgotUsernameTexts &
  MergeTexts &
  MfaTexts &
  NotificationTexts &
  OnboardingTexts &
  PasswordTexts &
  ProfileTexts &
  RecoveryTexts &
  SupportTexts;
