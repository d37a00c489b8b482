import type { PasswordTexts } from './en';

export const frPassword: PasswordTexts = {
  password: {
    current: 'Mot de passe actuel',
    new: 'Nouveau mot de passe',
    confirm: 'Confirmez le nouveau mot de passe',
    meter: { label: 'Robustesse', empty: 'non saisi', weak: 'faible', fair: 'moyenne', good: 'bonne', strong: 'forte' },
    rules: {
      password_too_short_one: 'Au moins {{count}} caractère',
      password_too_short_other: 'Au moins {{count}} caractères',
      password_no_letter_one: 'Au moins {{count}} lettre',
      password_no_letter_other: 'Au moins {{count}} lettres',
      password_no_digit_one: 'Au moins {{count}} chiffre',
      password_no_digit_other: 'Au moins {{count}} chiffres',
      password_no_special_one: 'Au moins {{count}} caractère spécial',
      password_no_special_other: 'Au moins {{count}} caractères spéciaux',
      met: '(ok)',
      notMet: '(manquant)',
    },
    edit: {
      intro: "Choisissez un mot de passe que vous n'utilisez nulle part ailleurs.",
      othersSignedOut: 'Vos autres appareils seront déconnectés ; celui-ci reste connecté.',
      submit: 'Changer le mot de passe',
      back: 'Retour aux paramètres de sécurité',
      changed: 'Votre mot de passe a été changé. Vos autres appareils ont été déconnectés.',
    },
    weak: {
      intro: "Votre mot de passe est trop faible et doit être remplacé. Choisissez un nouveau mot de passe que vous n'utilisez nulle part ailleurs.",
      submit: 'Enregistrer et continuer',
      backToLogin: 'Retour à la connexion',
    },
  },
};
