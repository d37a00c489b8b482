import type { EmptyFieldTexts } from './en';

export const nlEmptyFields: EmptyFieldTexts = {
  email: 'Geef je e-mailadres in.',
  phone: 'Geef je telefoonnummer in.',
  username: 'Geef je e-mailadres of telefoonnummer in.',
  card: 'Geef je kaartnummer in.',
  nationalRegisterNumber: 'Geef je rijksregisternummer in.',
  invitationCode: 'Geef je uitnodigingscode in.',
  code: 'Geef de code in.',
  iban: 'Geef je IBAN in.',
  passkeyName: 'Geef de toegangssleutel een naam.',
  firstname: 'Geef je voornaam in.',
  lastname: 'Geef je achternaam in.',
};
