import type { EmptyFieldTexts } from './en';

export const deEmptyFields: EmptyFieldTexts = {
  email: 'Geben Sie Ihre E-Mail-Adresse ein.',
  phone: 'Geben Sie Ihre Telefonnummer ein.',
  username: 'Geben Sie Ihre E-Mail-Adresse oder Telefonnummer ein.',
  card: 'Geben Sie Ihre Kartennummer ein.',
  nationalRegisterNumber: 'Geben Sie Ihre Nationalregisternummer ein.',
  invitationCode: 'Geben Sie Ihren Einladungscode ein.',
  code: 'Geben Sie den Code ein.',
  iban: 'Geben Sie Ihre IBAN ein.',
  passkeyName: 'Geben Sie dem Passkey einen Namen.',
  firstname: 'Geben Sie Ihren Vornamen ein.',
  lastname: 'Geben Sie Ihren Nachnamen ein.',
};
