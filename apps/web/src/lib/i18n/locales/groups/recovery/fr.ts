import type { RecoveryTexts } from './en';

export const frRecovery: RecoveryTexts = {
  recovery: {
    lostAll: 'J’ai perdu l’accès à toutes mes méthodes',
    identify: {
      intro: 'Vous avez perdu tout moyen de confirmer votre identité, et peut-être aussi votre mot de passe ? Récupérez votre compte en quelques étapes. Commencez par l’adresse e-mail ou le numéro de téléphone avec lequel vous vous connectez.',
      username: 'Adresse e-mail ou numéro de téléphone',
      usernameHint: 'Un numéro de téléphone avec son indicatif, par exemple +32 470 12 34 56.',
      captcha: 'Votre navigateur résout d’abord une courte vérification, pour que personne ne puisse essayer des adresses en masse.',
      waiting: 'Vérification de votre navigateur…',
      submit: 'Continuer',
      backToLogin: 'Retour à la connexion',
    },
    options: {
      intro: 'Comment pouvez-vous montrer que le compte est le vôtre ? Choisissez la première possibilité qui vous concerne.',
      key: { title: 'J’ai une clé de récupération', text: 'L’une des clés que vous avez conservées en configurant votre application d’authentification.' },
      card: { title: 'J’ai ma carte et mon numéro de registre national', text: 'Le numéro à 16 chiffres de votre carte et le numéro à 11 chiffres de votre carte d’identité belge.' },
      request: { title: 'Je n’ai rien de tout cela', text: 'Demandez une récupération qui prend 72 heures. Chaque adresse e-mail et numéro de téléphone du compte est prévenu et peut l’annuler.' },
      restart: 'Utiliser une autre adresse e-mail ou un autre numéro',
    },
    key: {
      intro: 'Saisissez l’une de vos clés de récupération inutilisées et choisissez un nouveau mot de passe. La clé ne fonctionnera plus ensuite.',
      label: 'Clé de récupération',
      hint: 'Par exemple ABCDE-FGHJK.',
    },
    card: {
      intro: 'Saisissez votre numéro de carte et votre numéro de registre national, puis choisissez un nouveau mot de passe. Les deux doivent correspondre au compte.',
      cardNumber: 'Numéro de carte',
      cardHint: '16 chiffres, commençant par 5065.',
      nationalRegisterNumber: 'Numéro de registre national',
      nrnHint: '11 chiffres, par exemple 85.07.30-033.28.',
    },
    request: {
      intro: 'Sans clé de récupération ni carte, nous pouvons quand même récupérer votre compte, après un délai d’attente qui vous protège contre quelqu’un qui se ferait passer pour vous.',
      steps: {
        tell: 'Nous prévenons immédiatement chaque adresse e-mail et numéro de téléphone du compte. Qui les lit peut annuler la demande d’un clic.',
        wait: 'Après 72 heures sans annulation, vous revenez ici et choisissez un nouveau mot de passe.',
        code: 'Vous recevez un code de demande. Il n’est affiché qu’une fois et est conservé dans ce navigateur : notez-le si vous risquez de revenir sur un autre appareil.',
      },
      submit: 'Demander une récupération dans 72 heures',
    },
    wait: {
      codeTitle: 'Votre code de demande',
      codeIntro: 'Notez-le maintenant : il n’est affiché qu’une seule fois. Ce navigateur le retient aussi pour vous.',
      copy: 'Copier le code',
      copied: 'Code copié.',
      pending: 'Votre demande est en attente. Vous pourrez choisir un nouveau mot de passe à partir du {{date}}, sauf si quelqu’un l’annule depuis l’une des adresses e-mail ou l’un des numéros du compte.',
      ready: 'Le délai d’attente est écoulé. Choisissez un nouveau mot de passe pour récupérer votre compte.',
      cancelledHint: 'Une demande annulée depuis une adresse e-mail ou un numéro de téléphone du compte ne fonctionne plus.',
      enterCode: 'Saisissez le code de demande reçu lorsque vous avez demandé la récupération.',
      codeLabel: 'Code de demande',
      useCode: 'Continuer',
      forget: 'Oublier cette demande',
    },
    cancel: {
      busy: 'Annulation de la demande de récupération…',
      doneTitle: 'Demande de récupération annulée',
      done: 'Plus personne ne peut utiliser cette demande. Si vous ne l’avez pas faite, votre compte reste protégé ; vous pouvez aussi changer votre mot de passe.',
      failedTitle: 'Ce lien ne fonctionne plus',
      missingTitle: 'Rien à annuler',
      missing: 'Cette page s’ouvre depuis le lien de notre message concernant une demande de récupération.',
      signIn: 'Se connecter',
    },
    expired: {
      title: 'Cette récupération a expiré',
      text: 'Pour votre sécurité, une récupération doit être terminée en 30 minutes, sur l’appareil où elle a commencé. Veuillez recommencer.',
      restart: 'Recommencer',
    },
    submit: 'Récupérer mon compte',
    back: 'Choisir un autre moyen',
  },
};

