import type { Migration } from 'kysely';
import { initial } from './0001_initial';
import { mfa } from './0002_mfa';
import { passkeys } from './0003_passkeys';
import { oidc } from './0004_oidc';
import { securityEvents } from './0005_security_events';
import { verifications } from './0006_verifications';
import { rateLimits } from './0007_rate_limits';
import { banking } from './0009_banking';
import { sessionDevices } from './0011_session_devices';
import { notifications } from './0012_notifications';
import { cardsAndOnboarding } from './0013_cards_and_onboarding';
import { accountAliases } from './0014_account_aliases';
import { contactsPerAccount } from './0015_contacts_per_account';
import { oidcTokenIndexes } from './0017_oidc_token_indexes';
import { identityDigests } from './0018_identity_digests';
import { clientPkceExemption } from './0020_client_pkce_exemption';
import { externalLoginUnlinks } from './0021_external_login_unlinks';
import { mfaReminders } from './0022_mfa_reminders';
import { backchannelLogout } from './0023_backchannel_logout';
import { issuerPerVariant } from './0024_issuer_per_variant';
import { machineClients } from './0025_machine_clients';
import { messageQueue } from './0026_message_queue';
import { supportDesk } from './0027_support_desk';
import { supportAudit } from './0028_support_audit';
import { accountClosing } from './0029_account_closing';

/** What a migration that converts data may need: 0018 digests card numbers under APP_SECRET. */
export interface MigrationSecrets {
  appSecret: string;
}

/**
 * Every migration, by name, in order. A static record rather than Kysely's FileMigrationProvider:
 * the server ships as one esbuild bundle with no migration files beside it.
 */
export const migrations = (secrets: MigrationSecrets): Record<string, Migration> => ({
  '0001_initial': initial,
  '0002_mfa': mfa,
  '0003_passkeys': passkeys,
  '0004_oidc': oidc,
  '0005_security_events': securityEvents,
  '0006_verifications': verifications,
  '0007_rate_limits': rateLimits,
  '0009_banking': banking,
  '0011_session_devices': sessionDevices,
  '0012_notifications': notifications,
  '0013_cards_and_onboarding': cardsAndOnboarding,
  '0014_account_aliases': accountAliases,
  '0015_contacts_per_account': contactsPerAccount,
  '0017_oidc_token_indexes': oidcTokenIndexes,
  '0018_identity_digests': identityDigests(secrets.appSecret),
  '0020_client_pkce_exemption': clientPkceExemption,
  '0021_external_login_unlinks': externalLoginUnlinks,
  '0022_mfa_reminders': mfaReminders,
  '0023_backchannel_logout': backchannelLogout,
  '0024_issuer_per_variant': issuerPerVariant,
  '0025_machine_clients': machineClients,
  '0026_message_queue': messageQueue,
  '0027_support_desk': supportDesk,
  '0028_support_audit': supportAudit,
  '0029_account_closing': accountClosing,
});
