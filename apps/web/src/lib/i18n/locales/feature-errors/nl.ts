import type { ContactErrorTexts, MergeErrorTexts, RecoveryErrorTexts } from './en';

export const nlContactErrors: ContactErrorTexts = {
  email_taken: 'Dit e-mailadres is ongeldig of al in gebruik',
  phone_taken: 'Dit telefoonnummer is ongeldig of al in gebruik',
  email_duplicated: 'Dit e-mailadres is al in gebruik, gebruik een ander.',
  phone_duplicated: 'Dit telefoonnummer is al in gebruik, gebruik een ander.',
  switch_failed: 'Er is een fout opgetreden bij het wisselen.',
  delete_failed: 'Er is een fout opgetreden bij het verwijderen van het item.',
  expired: 'Deze verificatie is verlopen. Begin opnieuw.',
};

export const nlRecoveryErrors: RecoveryErrorTexts = {
  invalid: 'De informatie die je hebt opgegeven is ongeldig',
  expired: 'Dit herstel is verlopen. Begin opnieuw.',
  not_ready: 'Je herstelverzoek is nog niet klaar. Kom terug wanneer de wachttijd voorbij is.',
  link_expired: 'Deze link is verlopen of werd al gebruikt.',
};

export const nlMergeErrors: MergeErrorTexts = {
  conflict: 'Deze accounts kunnen niet worden samengevoegd: ze zijn allebei gekoppeld aan een account op hetzelfde platform. Neem contact op met de klantendienst.',
  unavailable: 'Deze accounts kunnen niet meer worden samengevoegd: een ervan is al samengevoegd of afgesloten.',
  invalid: 'De gegevens die je hebt ingevuld zijn ongeldig',
  expired: 'Dit voorstel om je accounts samen te voegen is verlopen. Meld je opnieuw aan om het te zien.',
  cannot_reject: 'Dit e-mailadres of telefoonnummer is het laatste van je andere account en kan er dus niet uit verwijderd worden. Voeg de accounts samen, of voeg eerst een ander adres toe aan dat account.',
};
