import type { ContactErrorTexts, MergeErrorTexts, RecoveryErrorTexts } from './en';

export const frContactErrors: ContactErrorTexts = {
  email_taken: 'Cet e-mail est invalide ou déjà utilisé',
  phone_taken: 'Ce numéro de téléphone est invalide ou déjà utilisé',
  email_duplicated: 'Cet e-mail est déjà utilisé, utilisez-en un autre.',
  phone_duplicated: 'Ce numéro de téléphone est déjà utilisé, utilisez-en un autre.',
  switch_failed: 'Une erreur est survenue lors du changement.',
  delete_failed: 'Une erreur est survenue lors de la suppression de l’élément.',
  expired: 'Cette vérification a expiré. Veuillez recommencer.',
};

export const frRecoveryErrors: RecoveryErrorTexts = {
  invalid: 'Les informations fournies ne sont pas valides',
  expired: 'Cette récupération a expiré. Veuillez recommencer.',
  not_ready: 'Votre demande de récupération n’est pas encore prête. Revenez lorsque le délai d’attente sera écoulé.',
  link_expired: 'Ce lien a expiré ou a déjà été utilisé.',
};

export const frMergeErrors: MergeErrorTexts = {
  conflict: 'Ces comptes ne peuvent pas être fusionnés : ils sont tous deux liés à un compte sur la même plateforme. Veuillez contacter le service clientèle.',
  unavailable: 'Ces comptes ne peuvent plus être fusionnés : l’un d’eux a déjà été fusionné ou clôturé.',
  invalid: 'Les informations fournies ne sont pas valides',
  expired: 'Cette proposition de fusion de vos comptes a expiré. Reconnectez-vous pour la revoir.',
  cannot_reject: "Cette adresse e-mail ou ce numéro de téléphone est le dernier de votre autre compte : il ne peut pas en être retiré. Fusionnez les comptes, ou ajoutez d'abord une autre adresse à ce compte.",
};
