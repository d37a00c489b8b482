/**
 * Texts of the onboarding API's errors (`errors.onboarding.*`) and of its field code
 * `validation.terms_required`. English is the source; the other languages are typed against it.
 */
export const enOnboardingErrors = {
  card_invalid: 'Your card number is invalid.',
  code_invalid: 'Your activation code is invalid.',
  expired: 'Your registration expired. Please start again.',
  incomplete: 'Some steps of your registration are not done yet. Please complete them first.',
};
export const enTermsRequired = 'Accept the terms and the privacy statement to use your card';

type Texts<T> = { [K in keyof T]: string };
export type OnboardingErrorTexts = Texts<typeof enOnboardingErrors>;
