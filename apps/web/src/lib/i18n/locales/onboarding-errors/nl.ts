import type { OnboardingErrorTexts } from './en';

export const nlOnboardingErrors: OnboardingErrorTexts = {
  card_invalid: 'Je kaartnummer is ongeldig.',
  code_invalid: 'Je uitnodigingscode is ongeldig.',
  expired: 'Je registratie is verlopen. Begin opnieuw.',
  incomplete: 'Nog niet alle stappen van je registratie zijn afgerond. Rond ze eerst af.',
};
export const nlTermsRequired = 'Aanvaard de voorwaarden en de privacyverklaring om je kaart te gebruiken';
