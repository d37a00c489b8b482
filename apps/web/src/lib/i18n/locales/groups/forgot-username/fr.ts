import type { ForgotUsernameTexts } from './en';

export const frForgotUsername: ForgotUsernameTexts = {
  forgotUsername: {
    intro: 'Saisissez le numéro de votre carte ou votre numéro de registre national. Nous affichons les adresses e-mail et numéros de téléphone avec lesquels vous pouvez vous connecter.',
    kindLegend: 'Retrouver mon nom d’utilisateur avec',
    kind: {
      card_number: 'Numéro de carte',
      national_register_number: 'Numéro de registre national',
    },
    numberLabel: {
      card_number: 'Votre numéro de carte',
      national_register_number: 'Votre numéro de registre national',
    },
    cardHint: '16 chiffres commençant par 5065, tels qu’imprimés sur votre carte.',
    nrnHint: '11 chiffres, comme au dos de votre carte d’identité (par exemple 75.01.01-001.96).',
    captchaIntro: 'Pour protéger cette recherche, votre navigateur effectue une courte vérification.',
    submit: 'Retrouver mon nom d’utilisateur',
    backToLogin: 'Retour à la connexion',
    found_one: 'Vous pouvez vous connecter avec ce nom d’utilisateur :',
    found_other: 'Vous pouvez vous connecter avec l’un de ces noms d’utilisateur :',
    usernameKind: { email: 'Adresse e-mail', phone: 'Numéro de téléphone' },
    logIn: 'Se connecter',
    searchAgain: 'Chercher avec un autre numéro',
    noneFound: 'Aucun nom d’utilisateur trouvé pour ce numéro de carte ou de registre national',
    noneFoundHelp: 'Vérifiez le numéro et réessayez. Si vous n’avez pas encore de compte, vous pouvez en créer un depuis la page de connexion.',
    tryAgain: 'Réessayer',
  },
};
