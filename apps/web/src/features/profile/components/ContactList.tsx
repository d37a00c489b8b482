import { useTranslation } from 'react-i18next';
import type { ContactKind } from '@portal/contract/profile';
import { Button } from '../../../components/ui/Button';
import { formatTarget } from '../../../lib/format/phone';
import { actionLabel } from '../../../components/ui/actionLabel';
import { canOfferPrimary, deleteBlock, type ContactEntry } from '../contactRules';

interface Props {
  kind: ContactKind;
  entries: ContactEntry[];
  /** With actions (the contact details page); without, the overview's read-only list. */
  actions?: { busyId: number | null; onDelete: (entry: ContactEntry) => void; onPrimary: (entry: ContactEntry) => void };
}

/** E-mail addresses or phone numbers, primary first, each with its badges (and actions). */
export function ContactList({ kind, entries, actions }: Props) {
  const { t } = useTranslation();
  const shown = (entry: ContactEntry) => formatTarget(kind, entry.value);
  return (
    <ul className="contact-list" aria-label={t(kind === 'email' ? 'profile.emails' : 'profile.phones')}>
      {entries.map((entry) => {
        const block = deleteBlock(entries, entry);
        const reasonId = `contact-${kind}-${entry.id}-reason`;
        const reason = block === 'last' ? t('contacts.cannotDeleteLast') : block === 'primary' ? t('contacts.cannotDeletePrimary') : null;
        return (
          <li key={entry.id} className="contact-list__item">
            <div className="contact-list__text">
              <span className="contact-list__value" dir="ltr">
                {shown(entry)}
              </span>
              <span className="contact-list__badges">
                <span className={`contact-badge${entry.default ? ' contact-badge--primary' : ''}`}>{t(entry.default ? 'profile.primary' : 'profile.secondary')}</span>
                {!entry.verified && <span className="contact-badge contact-badge--warning">{t('profile.unverified')}</span>}
              </span>
              {actions && reason && (
                <span id={reasonId} className="contact-list__reason muted">
                  {reason}
                </span>
              )}
            </div>
            {actions && (
              <div className="contact-list__actions">
                {canOfferPrimary(entry) && (
                  <Button aria-label={actionLabel(t('contacts.makePrimary'), shown(entry))} variant="secondary" busy={actions.busyId === entry.id} onClick={() => actions.onPrimary(entry)}>
                    {t('contacts.makePrimary')}
                  </Button>
                )}
                <Button
                  aria-label={actionLabel(t('contacts.delete'), shown(entry))}
                  variant="ghost"
                  disabled={block !== null}
                  title={reason ?? undefined}
                  aria-describedby={reason ? reasonId : undefined}
                  onClick={() => actions.onDelete(entry)}
                >
                  {t('contacts.delete')}
                </Button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export const emailsOf = (user: { email: { id: number; email: string; default: boolean; verified: boolean }[] }): ContactEntry[] =>
  user.email.map((e) => ({ id: e.id, value: e.email, default: e.default, verified: e.verified }));
export const phonesOf = (user: { phone: { id: number; phone: string; default: boolean; verified: boolean }[] }): ContactEntry[] =>
  user.phone.map((p) => ({ id: p.id, value: p.phone, default: p.default, verified: p.verified }));
