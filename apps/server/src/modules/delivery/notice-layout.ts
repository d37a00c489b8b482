import type { OutgoingMessage } from './delivery';
import { formatMessageTime } from './message-time';
import type { MessageLanguage, NoticeDetails } from './messages';

/**
 * The one small layout of notice e-mails: an HTML body and a text body with the same content.
 * Everything that is not our own text (a device name, an address, a link) is escaped: a
 * User-Agent header is whatever the other side sent.
 */
interface LayoutTexts {
  when: string;
  device: string;
  notMeIntro: string;
  notMeButton: string;
  footer: string;
  securedSubject: string;
  secured: string;
  resetIntro: string;
  resetButton: string;
  resetExpiry: string;
}

const layoutTexts: Record<MessageLanguage, LayoutTexts> = {
  en: {
    when: 'When',
    device: 'Device',
    notMeIntro: 'Was this not you? Secure your account: every session is signed out and you will reset your password.',
    notMeButton: 'This wasn’t me',
    footer: 'This is an automatic message about the security of your account.',
    securedSubject: 'Your account was secured',
    secured: 'You reported a sign-in that was not yours. We signed your account out everywhere, removed its trusted devices and revoked the access of partner apps.',
    resetIntro: 'Now choose a new password. You will confirm it is you with your second factor.',
    resetButton: 'Reset my password',
    resetExpiry: 'This link works once, for 60 minutes.',
  },
  nl: {
    when: 'Wanneer',
    device: 'Toestel',
    notMeIntro: 'Was jij dit niet? Beveilig dan je account: alle sessies worden afgemeld en je stelt een nieuw wachtwoord in.',
    notMeButton: 'Dit was ik niet',
    footer: 'Dit is een automatisch bericht over de beveiliging van je account.',
    securedSubject: 'Je account is beveiligd',
    secured: 'Je meldde een aanmelding die niet van jou was. We hebben je account overal afgemeld, de vertrouwde toestellen verwijderd en de toegang van partner-apps ingetrokken.',
    resetIntro: 'Kies nu een nieuw wachtwoord. Je bevestigt dat jij het bent met je tweede factor.',
    resetButton: 'Mijn wachtwoord opnieuw instellen',
    resetExpiry: 'Deze link werkt één keer, gedurende 60 minuten.',
  },
  fr: {
    when: 'Quand',
    device: 'Appareil',
    notMeIntro: "Ce n'était pas vous ? Sécurisez votre compte : toutes les sessions seront déconnectées et vous réinitialiserez votre mot de passe.",
    notMeButton: "Ce n'était pas moi",
    footer: 'Ceci est un message automatique concernant la sécurité de votre compte.',
    securedSubject: 'Votre compte a été sécurisé',
    secured: "Vous avez signalé une connexion qui n'était pas la vôtre. Nous avons déconnecté votre compte partout, supprimé ses appareils de confiance et révoqué l'accès des applications partenaires.",
    resetIntro: "Choisissez maintenant un nouveau mot de passe. Vous confirmerez qu'il s'agit bien de vous avec votre second facteur.",
    resetButton: 'Réinitialiser mon mot de passe',
    resetExpiry: 'Ce lien fonctionne une fois, pendant 60 minutes.',
  },
  de: {
    when: 'Wann',
    device: 'Gerät',
    notMeIntro: 'Waren Sie das nicht? Sichern Sie Ihr Konto: Alle Sitzungen werden abgemeldet und Sie setzen Ihr Passwort zurück.',
    notMeButton: 'Das war ich nicht',
    footer: 'Dies ist eine automatische Nachricht zur Sicherheit Ihres Kontos.',
    securedSubject: 'Ihr Konto wurde gesichert',
    secured: 'Sie haben eine Anmeldung gemeldet, die nicht von Ihnen war. Wir haben Ihr Konto überall abgemeldet, seine vertrauenswürdigen Geräte entfernt und den Zugriff von Partner-Apps widerrufen.',
    resetIntro: 'Wählen Sie jetzt ein neues Passwort. Sie bestätigen mit Ihrem zweiten Faktor, dass Sie es sind.',
    resetButton: 'Mein Passwort zurücksetzen',
    resetExpiry: 'Dieser Link funktioniert einmal, 60 Minuten lang.',
  },
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface Block {
  paragraphs: string[];
  facts?: [string, string][];
  action?: { intro: string; label: string; url: string };
  after?: string[];
}

export function render(language: MessageLanguage, block: Block): { text: string; html: string } {
  const t = layoutTexts[language];
  const facts = block.facts ?? [];
  const text = [
    ...block.paragraphs,
    facts.map(([k, v]) => `${k}: ${v}`).join('\n'),
    block.action ? `${block.action.intro}\n${block.action.label}: ${block.action.url}` : '',
    ...(block.after ?? []),
    `--\n${t.footer}`,
  ].filter(Boolean).join('\n\n');
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const html = [
    `<!doctype html><html lang="${language}"><body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1d2433;font-size:16px;line-height:1.5">`,
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    ...block.paragraphs.map(p),
    facts.length ? `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${facts.map(([k, v]) => `<tr><th scope="row" style="text-align:left;padding:2px 16px 2px 0;font-weight:600">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>` : '',
    block.action
      ? `${p(block.action.intro)}<p style="margin:0 0 16px"><a href="${escapeHtml(block.action.url)}" style="display:inline-block;background:#1f4fd1;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px;font-weight:600">${escapeHtml(block.action.label)}</a></p>`
      : '',
    ...(block.after ?? []).map(p),
    `<p style="margin:24px 0 0;color:#5b6475;font-size:13px">${escapeHtml(t.footer)}</p>`,
    '</div></body></html>',
  ].join('');
  return { text, html };
}

/** A notice's sentence, when it happened, the device, and "This wasn't me" for a new device. */
export function renderNotice(language: MessageLanguage, what: string, notYou: string, details: NoticeDetails): { text: string; html: string } {
  const t = layoutTexts[language];
  const facts: [string, string][] = [[t.when, formatMessageTime(language, details.at)]];
  const device = [details.device, details.ip].filter(Boolean).join(' · ');
  if (device) facts.push([t.device, device]);
  if (details.notMeUrl) return render(language, { paragraphs: [what], facts, action: { intro: t.notMeIntro, label: t.notMeButton, url: details.notMeUrl } });
  return render(language, { paragraphs: [what], facts, after: [notYou] });
}

/** After "This wasn't me": what was done, and the password reset link (single use, 60 minutes). */
export function accountSecuredBody(language: MessageLanguage, resetUrl: string): Pick<OutgoingMessage, 'subject' | 'text' | 'html'> {
  const t = layoutTexts[language];
  return { subject: t.securedSubject, ...render(language, { paragraphs: [t.secured], action: { intro: t.resetIntro, label: t.resetButton, url: resetUrl }, after: [t.resetExpiry] }) };
}
