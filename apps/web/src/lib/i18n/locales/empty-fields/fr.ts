import type { EmptyFieldTexts } from './en';

export const frEmptyFields: EmptyFieldTexts = {
  email: 'Saisissez votre adresse e-mail.',
  phone: 'Saisissez votre numéro de téléphone.',
  username: 'Saisissez votre adresse e-mail ou votre numéro de téléphone.',
  card: 'Saisissez votre numéro de carte.',
  nationalRegisterNumber: 'Saisissez votre numéro de registre national.',
  invitationCode: 'Saisissez votre code d’invitation.',
  code: 'Saisissez le code.',
  iban: 'Saisissez votre IBAN.',
  passkeyName: 'Donnez un nom à la clé d’accès.',
  firstname: 'Saisissez votre prénom.',
  lastname: 'Saisissez votre nom.',
};
