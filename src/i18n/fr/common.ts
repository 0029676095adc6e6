// French for src/i18n/en/common.ts (layout, menu, errors, confirm). See docs/translating.md.
export default {
  app: {
    title: "Console d'administration",
    menu: {
      dashboard: 'Tableau de bord',
      users: 'Liste des utilisateurs',
      stores: 'Gérer les magasins',
      coupons: 'Coupons des vendeurs',
      adminCoupons: 'Coupons administrateur',
      agents: 'Gérer les agents',
      uploads: 'Téléversements',
      csvUpload: 'Import CSV',
      feeds: 'Publications signalées',
      weeklyData: 'Données hebdomadaires',
    },
    layout: { user_menu: '%{name} : profil' },
    errors: {
      boundary_title: 'Un problème est survenu sur cet écran',
      boundary_body:
        'La console a rencontré un problème inattendu en affichant cet écran. Réessayez ; si cela se reproduit, rechargez la page.',
      boundary_retry: 'Réessayer',
      unexpected_reply: "Le serveur a envoyé une réponse que la console n'a pas pu lire.",
      network: 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
      timeout: 'Le serveur a mis trop de temps à répondre. Réessayez.',
      server: 'Le serveur n’a pas pu traiter la demande. Réessayez dans un instant.',
      something_wrong: 'Une erreur est survenue',
    },
    drafts: {
      restored: 'Vos modifications non enregistrées ont été restaurées.',
      files_not_kept: 'Les fichiers ne peuvent pas être conservés : choisissez à nouveau le fichier.',
      discard: 'Abandonner les modifications',
      pending: 'Vous avez des modifications non enregistrées dans %{form}.',
      restore: 'Restaurer les modifications non enregistrées',
    },
    pagination: {
      label: 'Pagination',
    },
    confirm: {
      delete_title: "Supprimer l'enregistrement",
      delete: 'Voulez-vous vraiment supprimer cet enregistrement ?',
    },
  },
};
