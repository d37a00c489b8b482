import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config/config';
import { openDatabase } from './db/database';
import { prepareSchema, SchemaNotReady } from './db/migrate';
import { migrateCommand } from './cli/migrate';
import { clientsCommand } from './cli/clients';
import { keysCommand } from './cli/keys';
import { importCommand } from './cli/cards';
import { mfaRemindersCommand } from './cli/mfa-reminders';
import { backchannelCommand } from './cli/backchannel';
import { deliveriesCommand } from './cli/deliveries';
import { staffCommand } from './cli/staff';
import { accountsCommand } from './cli/accounts';

const usage = `Usage: npm run cli -- <command>

  migrate                      (brings the database to this version; servers with MIGRATE_ON_START=false wait for it)
  migrate --status             (each migration with when it ran; pending ones; ones a newer version ran)
  clients add --name NAME --redirect-uri URI [--redirect-uri URI ...] [--post-logout-uri URI ...]
              [--scope "openid profile email"] [--public] [--id CLIENT_ID] [--id-token-alg ES256|RS256]
              [--variant be|lu ...]   (the issuers that know it: both unless given)
              [--backchannel-logout-uri URI]
  clients add --machine --name NAME --scope "..."   (a back end's client_credentials, no person)
  clients list                 (every registered field but the secret)
  clients update CLIENT_ID [--name NAME] [--redirect-uri URI ...] [--post-logout-uri URI ...] [--scope "..."]
                           [--variant be|lu ...] [--backchannel-logout-uri URI]   (an empty URI, "", removes it)
  clients rotate-secret CLIENT_ID   (prints the new secret once; the old one stops working at once)
  clients remove CLIENT_ID
  clients pkce CLIENT_ID exempt|required   (PKCE is required of every client unless exempted)
  backchannel list [--state pending|delivered|given-up]   (logout tokens sent to apps, each attempt's answer)
  deliveries list [--state pending|sent|expired|given-up]   (queued e-mails and text messages, without their content)
  keys list
  keys rotate
  cards import FILE.csv
  invitations import FILE.csv   (the file formats: docs/cards.md)
  mfa-reminders start --weeks N (--accounts FILE_OR_IDS | --platform mymonizze|clientarea|fridom)
  mfa-reminders stop (--accounts FILE_OR_IDS | --platform NAME | --all)
  mfa-reminders status          (the reminders before forced MFA: docs/operations.md)
  staff add EMAIL --role agent|admin   (the support desk's staff; again to change the role: docs/support.md)
  staff list
  accounts erase-due           (erases now the closed accounts whose 14 days are over: docs/privacy.md)
  staff remove EMAIL

Reads the same environment as the server (DATABASE_URL, APP_SECRET, ...).`;

/**
 * Administration on the server's database: its migrations, partner clients, their back-channel
 * logouts, the queued e-mails and text messages, the provider's signing keys, the card issuer's
 * files, the MFA reminders, the support desk's staff.
 */
async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      'redirect-uri': { type: 'string', multiple: true },
      'post-logout-uri': { type: 'string', multiple: true },
      scope: { type: 'string' },
      public: { type: 'boolean' },
      id: { type: 'string' },
      'id-token-alg': { type: 'string' },
      variant: { type: 'string', multiple: true },
      machine: { type: 'boolean' },
      'backchannel-logout-uri': { type: 'string' },
      state: { type: 'string' },
      weeks: { type: 'string' },
      accounts: { type: 'string' },
      platform: { type: 'string' },
      all: { type: 'boolean' },
      status: { type: 'boolean' },
      role: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [group, command, ...rest] = positionals;
  if (values.help || !group) {
    console.log(usage);
    return values.help ? 0 : 1;
  }
  const config = loadConfig(process.env);
  const database = openDatabase(config.database);
  try {
    if (group === 'migrate' && command === undefined) return await migrateCommand(database, config, values.status === true);
    await prepareSchema(database, config, config.migrateOnStart);
    if (group === 'clients') return await clientsCommand(database.db, command, rest, values);
    if (group === 'backchannel') return await backchannelCommand(database.db, command, values);
    if (group === 'deliveries') return await deliveriesCommand(database.db, command, values);
    if (group === 'keys') return await keysCommand(database.db, config, command);
    if (group === 'cards' || group === 'invitations') return await importCommand(database, config, group, command, rest);
    if (group === 'mfa-reminders' && rest.length === 0) return await mfaRemindersCommand(database.db, command, values);
    if (group === 'staff') return await staffCommand(database.db, command, rest, values);
    if (group === 'accounts' && rest.length === 0) return await accountsCommand(database.db, config, command);
    console.error(usage);
    return 1;
  } finally {
    await database.db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof SchemaNotReady || error instanceof TypeError ? error.message : error);
    process.exit(1);
  },
);
