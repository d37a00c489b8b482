import type { OnboardingErrorTexts } from './en';

export const frOnboardingErrors: OnboardingErrorTexts = {
  card_invalid: 'Votre numéro de carte n’est pas valide.',
  code_invalid: 'Votre code d’invitation n’est pas valide.',
  expired: 'Votre inscription a expiré. Veuillez recommencer.',
  incomplete: 'Certaines étapes de votre inscription ne sont pas encore faites. Veuillez d’abord les compléter.',
};
export const frTermsRequired = 'Acceptez les conditions générales et la déclaration de confidentialité pour utiliser votre carte';
