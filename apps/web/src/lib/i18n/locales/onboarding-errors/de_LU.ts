import type { OnboardingErrorTexts } from './en';

export const deOnboardingErrors: OnboardingErrorTexts = {
  card_invalid: 'Ihre Kartennummer ist ungültig.',
  code_invalid: 'Ihr Einladungscode ist ungültig.',
  expired: 'Ihre Registrierung ist abgelaufen. Bitte beginnen Sie erneut.',
  incomplete: 'Einige Schritte Ihrer Registrierung sind noch nicht erledigt. Bitte schließen Sie diese zuerst ab.',
};
export const deTermsRequired = 'Akzeptieren Sie die Geschäftsbedingungen und die Datenschutzerklärung, um Ihre Karte zu nutzen';
