import type { ContactErrorTexts, MergeErrorTexts, RecoveryErrorTexts } from './en';

export const deContactErrors: ContactErrorTexts = {
  email_taken: 'Diese E-Mail-Adresse ist ungültig oder wird bereits verwendet',
  phone_taken: 'Diese Telefonnummer ist ungültig oder wird bereits verwendet',
  email_duplicated: 'Diese E-Mail-Adresse wird bereits verwendet, nutzen Sie eine andere.',
  phone_duplicated: 'Diese Telefonnummer wird bereits verwendet, nutzen Sie eine andere.',
  switch_failed: 'Beim Wechsel ist ein Fehler aufgetreten.',
  delete_failed: 'Beim Löschen des Elements ist ein Fehler aufgetreten.',
  expired: 'Diese Bestätigung ist abgelaufen. Bitte beginnen Sie erneut.',
};

export const deRecoveryErrors: RecoveryErrorTexts = {
  invalid: 'Die angegebenen Informationen sind ungültig',
  expired: 'Diese Wiederherstellung ist abgelaufen. Bitte beginnen Sie erneut.',
  not_ready: 'Ihr Wiederherstellungsantrag ist noch nicht bereit. Kommen Sie nach Ablauf der Wartezeit zurück.',
  link_expired: 'Dieser Link ist abgelaufen oder wurde bereits verwendet.',
};

export const deMergeErrors: MergeErrorTexts = {
  conflict: 'Diese Konten können nicht zusammengeführt werden: Beide sind mit einem Konto auf derselben Plattform verknüpft. Bitte wenden Sie sich an den Kundendienst.',
  unavailable: 'Diese Konten können nicht mehr zusammengeführt werden: Eines davon wurde bereits zusammengeführt oder geschlossen.',
  invalid: 'Die von Ihnen angegebenen Informationen sind ungültig',
  expired: 'Dieses Angebot zum Zusammenführen Ihrer Konten ist abgelaufen. Melden Sie sich erneut an, um es zu sehen.',
  cannot_reject: 'Diese E-Mail-Adresse oder Telefonnummer ist die letzte Ihres anderen Kontos und kann daher nicht daraus entfernt werden. Führen Sie die Konten zusammen oder fügen Sie diesem Konto zuerst eine andere hinzu.',
};
