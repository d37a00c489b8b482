import type { ForgotPasswordTexts } from './en';

export const frForgotPassword: ForgotPasswordTexts = {
  forgotPassword: {
    introEmail: 'Saisissez l’adresse e-mail avec laquelle vous vous connectez. Nous vous enverrons un code pour choisir un nouveau mot de passe.',
    introPhone: 'Saisissez le numéro de téléphone avec lequel vous vous connectez. Nous vous enverrons un code par SMS pour choisir un nouveau mot de passe.',
    submit: 'M’envoyer un code',
    withPhone: 'Utiliser mon numéro de téléphone',
    withEmail: 'Utiliser mon adresse e-mail',
    backToLogin: 'Retour à la connexion',
    startAgain: 'Recommencer',
    expiredTitle: 'Cette demande ne fonctionne plus',
    sent: {
      introEmail: 'Si un compte utilise cette adresse, nous avons envoyé un code à 8 chiffres par e-mail à :',
      introSms: 'Si un compte utilise ce numéro, nous avons envoyé un code à 8 chiffres par SMS au :',
      recipients: 'Destinataires du code',
      submit: 'Continuer',
      noCode: 'Pas de code ? Demandez-en un nouveau :',
      byEmail: 'Par e-mail',
      bySms: 'Par SMS',
      resendIn: 'Vous pourrez demander un nouveau code dans {{seconds}} s.',
      resent: 'Un nouveau code a été envoyé à {{recipient}}.',
    },
    factor: {
      title: 'Confirmez que c’est bien vous',
      intro: 'Votre compte a une autre méthode de vérification. Utilisez-la pour confirmer que c’est bien vous avant de choisir un nouveau mot de passe.',
      other: 'Utiliser une autre méthode',
    },
    password: {
      intro: 'Choisissez un mot de passe que vous n’utilisez nulle part ailleurs. Tous les appareils connectés à votre compte seront déconnectés.',
      submit: 'Enregistrer mon nouveau mot de passe',
    },
    confirmed: {
      text: 'Votre mot de passe a été modifié et tous les appareils ont été déconnectés. Connectez-vous avec votre nouveau mot de passe.',
      login: 'Se connecter',
    },
  },
};
