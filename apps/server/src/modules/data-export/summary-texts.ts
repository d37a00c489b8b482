import type { MessageLanguage } from '../delivery';

/** The headings and labels of summary.html, in the account's language (the same four as the e-mails). */
export interface SummaryTexts {
  /** BCP 47, for the dates. */
  locale: string;
  title: string;
  intro: string;
  machineReadable: string;
  exportedAt: string;
  yes: string;
  no: string;
  none: string;
  sections: Record<SectionKey, string>;
  fields: Record<FieldKey, string>;
}

export type SectionKey =
  | 'profile' | 'emails' | 'phones' | 'ibans' | 'methods' | 'passkeys' | 'recoveryKeys' | 'trustedDevices' | 'sessions' | 'events' | 'notifications'
  | 'partnerApps' | 'partnerLogouts' | 'externalLogins' | 'cards' | 'invitations' | 'merged' | 'reminders' | 'verifications' | 'stepUps' | 'staff';

export type FieldKey =
  | 'account_id' | 'firstname' | 'lastname' | 'birthdate' | 'gender' | 'language' | 'created_at' | 'terms_accepted_at' | 'password_changed_at' | 'password_weak'
  | 'mfa_forced' | 'mfa_customer' | 'marketing_email' | 'marketing_sms' | 'user_id' | 'customer_user_id' | 'fridom_user_id' | 'card_number_on_file'
  | 'national_register_number_on_file' | 'email' | 'phone' | 'primary' | 'verified' | 'added_at' | 'iban' | 'country' | 'status' | 'effective_at'
  | 'cancelled_at' | 'kind' | 'target' | 'name' | 'last_used_at' | 'backed_up' | 'removed_at' | 'total' | 'unused' | 'used_at' | 'device_id' | 'ip'
  | 'trusted_at' | 'expires_at' | 'history_enabled' | 'browser' | 'signed_in_at' | 'last_seen_at' | 'ended_at' | 'second_factor' | 'partner_apps' | 'at'
  | 'type' | 'detail' | 'read_at' | 'client_id' | 'scopes' | 'granted_at' | 'delivered_at' | 'issuer' | 'linked_at' | 'unlinked_at' | 'activated_at'
  | 'platform' | 'company' | 'merged_at' | 'started_at' | 'reminders_sent' | 'next_at' | 'purpose' | 'completed_at' | 'single_use' | 'role';

export const summaryTexts: Record<MessageLanguage, SummaryTexts> = {
  en: {
    locale: 'en-GB',
    title: 'Your account data',
    intro: 'Everything we hold about your account, as you downloaded it from the Profile page. Passwords, codes, keys and tokens are never part of it: we keep only what proves them, and that proves nothing to anyone else.',
    machineReadable: 'The same data, complete and machine-readable, is in account.json next to this file.',
    exportedAt: 'Downloaded on',
    yes: 'Yes',
    no: 'No',
    none: 'None',
    sections: {
      profile: 'Profile', emails: 'E-mail addresses', phones: 'Phone numbers', ibans: 'Bank account (IBAN)', methods: 'Two-step verification methods',
      passkeys: 'Passkeys', recoveryKeys: 'Recovery keys', trustedDevices: 'Trusted devices', sessions: 'Devices and sessions', events: 'Security history',
      notifications: 'Notifications', partnerApps: 'Partner apps', partnerLogouts: 'Sign-outs told to partner apps', externalLogins: 'Sign-in with Microsoft',
      cards: 'Cards', invitations: 'Invitations used', merged: 'Accounts merged into this one', reminders: 'Reminders to set up two-step verification',
      verifications: 'Codes and checks', stepUps: 'Confirmations with a second factor', staff: 'Support desk',
    },
    fields: {
      account_id: 'Account number', firstname: 'First name', lastname: 'Last name', birthdate: 'Date of birth', gender: 'Gender', language: 'Language',
      created_at: 'Created', terms_accepted_at: 'Terms accepted', password_changed_at: 'Password changed', password_weak: 'Password must be replaced',
      mfa_forced: 'Two-step verification required', mfa_customer: 'Client-area account', marketing_email: 'News by e-mail', marketing_sms: 'News by text message',
      user_id: 'Voucher-holder area id', customer_user_id: 'Client area id', fridom_user_id: 'Fridom id', card_number_on_file: 'Card number on file',
      national_register_number_on_file: 'National register number on file', email: 'E-mail address', phone: 'Phone number', primary: 'Primary',
      verified: 'Verified', added_at: 'Added', iban: 'IBAN', country: 'Country', status: 'Status', effective_at: 'Effective', cancelled_at: 'Cancelled',
      kind: 'Kind', target: 'Sent to', name: 'Name', last_used_at: 'Last used', backed_up: 'Backed up', removed_at: 'Removed', total: 'Total',
      unused: 'Unused', used_at: 'Used', device_id: 'Device', ip: 'IP address', trusted_at: 'Trusted', expires_at: 'Expires',
      history_enabled: 'Ended sessions kept', browser: 'Browser', signed_in_at: 'Signed in', last_seen_at: 'Last active', ended_at: 'Ended',
      second_factor: 'Second factor', partner_apps: 'Partner apps', at: 'When', type: 'What', detail: 'Details', read_at: 'Read', client_id: 'App id',
      scopes: 'Access', granted_at: 'Allowed', delivered_at: 'Delivered', issuer: 'Provider', linked_at: 'Linked', unlinked_at: 'Unlinked',
      activated_at: 'Activated', platform: 'Platform', company: 'Company', merged_at: 'Merged', started_at: 'Started', reminders_sent: 'Reminders sent',
      next_at: 'Next', purpose: 'For', completed_at: 'Completed', single_use: 'Single use', role: 'Role',
    },
  },
  nl: {
    locale: 'nl-BE',
    title: 'De gegevens van je account',
    intro: 'Alles wat we over je account bijhouden, zoals je het downloadde via de pagina Profiel. Wachtwoorden, codes, sleutels en tokens zitten er nooit in: we bewaren alleen wat ze bewijst, en dat bewijst niets aan iemand anders.',
    machineReadable: 'Dezelfde gegevens, volledig en machineleesbaar, staan in account.json naast dit bestand.',
    exportedAt: 'Gedownload op',
    yes: 'Ja',
    no: 'Nee',
    none: 'Geen',
    sections: {
      profile: 'Profiel', emails: 'E-mailadressen', phones: 'Telefoonnummers', ibans: 'Bankrekening (IBAN)', methods: 'Methoden voor verificatie in twee stappen',
      passkeys: 'Toegangssleutels (passkeys)', recoveryKeys: 'Herstelsleutels', trustedDevices: 'Vertrouwde toestellen', sessions: 'Toestellen en sessies',
      events: 'Beveiligingsgeschiedenis', notifications: 'Meldingen', partnerApps: 'Partnerapps', partnerLogouts: 'Afmeldingen gemeld aan partnerapps',
      externalLogins: 'Aanmelden met Microsoft', cards: 'Kaarten', invitations: 'Gebruikte uitnodigingen', merged: 'Accounts samengevoegd met deze',
      reminders: 'Herinneringen om verificatie in twee stappen in te stellen', verifications: 'Codes en controles', stepUps: 'Bevestigingen met een tweede factor',
      staff: 'Klantendienst',
    },
    fields: {
      account_id: 'Accountnummer', firstname: 'Voornaam', lastname: 'Achternaam', birthdate: 'Geboortedatum', gender: 'Geslacht', language: 'Taal',
      created_at: 'Aangemaakt', terms_accepted_at: 'Voorwaarden aanvaard', password_changed_at: 'Wachtwoord gewijzigd', password_weak: 'Wachtwoord moet vervangen worden',
      mfa_forced: 'Verificatie in twee stappen verplicht', mfa_customer: 'Account van de klantenzone', marketing_email: 'Nieuws per e-mail', marketing_sms: 'Nieuws per sms',
      user_id: 'Id in de zone voor kaarthouders', customer_user_id: 'Id in de klantenzone', fridom_user_id: 'Fridom-id', card_number_on_file: 'Kaartnummer gekend',
      national_register_number_on_file: 'Rijksregisternummer gekend', email: 'E-mailadres', phone: 'Telefoonnummer', primary: 'Primair',
      verified: 'Geverifieerd', added_at: 'Toegevoegd', iban: 'IBAN', country: 'Land', status: 'Status', effective_at: 'Van kracht', cancelled_at: 'Geannuleerd',
      kind: 'Soort', target: 'Verstuurd naar', name: 'Naam', last_used_at: 'Laatst gebruikt', backed_up: 'Back-up', removed_at: 'Verwijderd', total: 'Totaal',
      unused: 'Ongebruikt', used_at: 'Gebruikt', device_id: 'Toestel', ip: 'IP-adres', trusted_at: 'Vertrouwd', expires_at: 'Vervalt',
      history_enabled: 'Beëindigde sessies bewaard', browser: 'Browser', signed_in_at: 'Aangemeld', last_seen_at: 'Laatst actief', ended_at: 'Beëindigd',
      second_factor: 'Tweede factor', partner_apps: 'Partnerapps', at: 'Wanneer', type: 'Wat', detail: 'Details', read_at: 'Gelezen', client_id: 'App-id',
      scopes: 'Toegang', granted_at: 'Toegestaan', delivered_at: 'Afgeleverd', issuer: 'Aanbieder', linked_at: 'Gekoppeld', unlinked_at: 'Losgekoppeld',
      activated_at: 'Geactiveerd', platform: 'Platform', company: 'Bedrijf', merged_at: 'Samengevoegd', started_at: 'Gestart', reminders_sent: 'Herinneringen verstuurd',
      next_at: 'Volgende', purpose: 'Voor', completed_at: 'Voltooid', single_use: 'Eenmalig', role: 'Rol',
    },
  },
  fr: {
    locale: 'fr-BE',
    title: 'Les données de votre compte',
    intro: 'Tout ce que nous conservons sur votre compte, tel que vous l’avez téléchargé depuis la page Profil. Les mots de passe, codes, clés et jetons n’en font jamais partie : nous ne gardons que ce qui permet de les vérifier, et cela ne prouve rien à personne d’autre.',
    machineReadable: 'Les mêmes données, complètes et lisibles par une machine, se trouvent dans account.json, à côté de ce fichier.',
    exportedAt: 'Téléchargé le',
    yes: 'Oui',
    no: 'Non',
    none: 'Aucun',
    sections: {
      profile: 'Profil', emails: 'Adresses e-mail', phones: 'Numéros de téléphone', ibans: 'Compte bancaire (IBAN)', methods: 'Méthodes de vérification en deux étapes',
      passkeys: 'Clés d’accès (passkeys)', recoveryKeys: 'Clés de récupération', trustedDevices: 'Appareils de confiance', sessions: 'Appareils et sessions',
      events: 'Historique de sécurité', notifications: 'Notifications', partnerApps: 'Applications partenaires', partnerLogouts: 'Déconnexions signalées aux applications partenaires',
      externalLogins: 'Connexion avec Microsoft', cards: 'Cartes', invitations: 'Invitations utilisées', merged: 'Comptes fusionnés avec celui-ci',
      reminders: 'Rappels pour configurer la vérification en deux étapes', verifications: 'Codes et vérifications', stepUps: 'Confirmations avec un second facteur',
      staff: 'Service clientèle',
    },
    fields: {
      account_id: 'Numéro de compte', firstname: 'Prénom', lastname: 'Nom', birthdate: 'Date de naissance', gender: 'Genre', language: 'Langue',
      created_at: 'Créé', terms_accepted_at: 'Conditions acceptées', password_changed_at: 'Mot de passe modifié', password_weak: 'Mot de passe à remplacer',
      mfa_forced: 'Vérification en deux étapes obligatoire', mfa_customer: 'Compte de l’espace client', marketing_email: 'Actualités par e-mail', marketing_sms: 'Actualités par SMS',
      user_id: 'Identifiant dans l’espace titulaire', customer_user_id: 'Identifiant dans l’espace client', fridom_user_id: 'Identifiant Fridom', card_number_on_file: 'Numéro de carte connu',
      national_register_number_on_file: 'Numéro de registre national connu', email: 'Adresse e-mail', phone: 'Numéro de téléphone', primary: 'Principal',
      verified: 'Vérifié', added_at: 'Ajouté', iban: 'IBAN', country: 'Pays', status: 'Statut', effective_at: 'En vigueur', cancelled_at: 'Annulé',
      kind: 'Type', target: 'Envoyé à', name: 'Nom', last_used_at: 'Dernière utilisation', backed_up: 'Sauvegardée', removed_at: 'Supprimée', total: 'Total',
      unused: 'Inutilisées', used_at: 'Utilisées', device_id: 'Appareil', ip: 'Adresse IP', trusted_at: 'Approuvé', expires_at: 'Expire',
      history_enabled: 'Sessions terminées conservées', browser: 'Navigateur', signed_in_at: 'Connexion', last_seen_at: 'Dernière activité', ended_at: 'Terminée',
      second_factor: 'Second facteur', partner_apps: 'Applications partenaires', at: 'Quand', type: 'Quoi', detail: 'Détails', read_at: 'Lue', client_id: 'Identifiant de l’application',
      scopes: 'Accès', granted_at: 'Autorisé', delivered_at: 'Remis', issuer: 'Fournisseur', linked_at: 'Lié', unlinked_at: 'Dissocié',
      activated_at: 'Activée', platform: 'Plateforme', company: 'Entreprise', merged_at: 'Fusionné', started_at: 'Commencé', reminders_sent: 'Rappels envoyés',
      next_at: 'Prochain', purpose: 'Pour', completed_at: 'Terminé', single_use: 'Usage unique', role: 'Rôle',
    },
  },
  de: {
    locale: 'de-LU',
    title: 'Die Daten Ihres Kontos',
    intro: 'Alles, was wir zu Ihrem Konto speichern, so wie Sie es über die Profilseite heruntergeladen haben. Passwörter, Codes, Schlüssel und Tokens gehören nie dazu: Wir behalten nur, womit sie sich prüfen lassen, und das beweist niemand anderem etwas.',
    machineReadable: 'Dieselben Daten, vollständig und maschinenlesbar, stehen in account.json neben dieser Datei.',
    exportedAt: 'Heruntergeladen am',
    yes: 'Ja',
    no: 'Nein',
    none: 'Keine',
    sections: {
      profile: 'Profil', emails: 'E-Mail-Adressen', phones: 'Telefonnummern', ibans: 'Bankkonto (IBAN)', methods: 'Methoden für die Bestätigung in zwei Schritten',
      passkeys: 'Passkeys', recoveryKeys: 'Wiederherstellungsschlüssel', trustedDevices: 'Vertrauenswürdige Geräte', sessions: 'Geräte und Sitzungen',
      events: 'Sicherheitsverlauf', notifications: 'Benachrichtigungen', partnerApps: 'Partner-Apps', partnerLogouts: 'Partner-Apps gemeldete Abmeldungen',
      externalLogins: 'Anmeldung mit Microsoft', cards: 'Karten', invitations: 'Verwendete Einladungen', merged: 'Mit diesem zusammengeführte Konten',
      reminders: 'Erinnerungen, die Bestätigung in zwei Schritten einzurichten', verifications: 'Codes und Prüfungen', stepUps: 'Bestätigungen mit einem zweiten Faktor',
      staff: 'Kundendienst',
    },
    fields: {
      account_id: 'Kontonummer', firstname: 'Vorname', lastname: 'Nachname', birthdate: 'Geburtsdatum', gender: 'Geschlecht', language: 'Sprache',
      created_at: 'Erstellt', terms_accepted_at: 'Bedingungen akzeptiert', password_changed_at: 'Passwort geändert', password_weak: 'Passwort muss ersetzt werden',
      mfa_forced: 'Bestätigung in zwei Schritten vorgeschrieben', mfa_customer: 'Konto des Kundenbereichs', marketing_email: 'Neuigkeiten per E-Mail', marketing_sms: 'Neuigkeiten per SMS',
      user_id: 'ID im Bereich für Karteninhaber', customer_user_id: 'ID im Kundenbereich', fridom_user_id: 'Fridom-ID', card_number_on_file: 'Kartennummer hinterlegt',
      national_register_number_on_file: 'Nationalregisternummer hinterlegt', email: 'E-Mail-Adresse', phone: 'Telefonnummer', primary: 'Haupt',
      verified: 'Bestätigt', added_at: 'Hinzugefügt', iban: 'IBAN', country: 'Land', status: 'Status', effective_at: 'Gültig ab', cancelled_at: 'Storniert',
      kind: 'Art', target: 'Gesendet an', name: 'Name', last_used_at: 'Zuletzt verwendet', backed_up: 'Gesichert', removed_at: 'Entfernt', total: 'Gesamt',
      unused: 'Unbenutzt', used_at: 'Verwendet', device_id: 'Gerät', ip: 'IP-Adresse', trusted_at: 'Vertraut', expires_at: 'Läuft ab',
      history_enabled: 'Beendete Sitzungen aufbewahrt', browser: 'Browser', signed_in_at: 'Angemeldet', last_seen_at: 'Zuletzt aktiv', ended_at: 'Beendet',
      second_factor: 'Zweiter Faktor', partner_apps: 'Partner-Apps', at: 'Wann', type: 'Was', detail: 'Details', read_at: 'Gelesen', client_id: 'App-ID',
      scopes: 'Zugriff', granted_at: 'Erlaubt', delivered_at: 'Zugestellt', issuer: 'Anbieter', linked_at: 'Verknüpft', unlinked_at: 'Getrennt',
      activated_at: 'Aktiviert', platform: 'Plattform', company: 'Unternehmen', merged_at: 'Zusammengeführt', started_at: 'Begonnen', reminders_sent: 'Gesendete Erinnerungen',
      next_at: 'Nächste', purpose: 'Für', completed_at: 'Abgeschlossen', single_use: 'Einmalig', role: 'Rolle',
    },
  },
};
