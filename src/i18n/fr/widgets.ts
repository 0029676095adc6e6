// Messages for the 'widgets' area, locale 'fr'. See README "Translating".
export default {
  app: {
    widgets: {
      loading: 'Chargement…',
      phone: {
        required: 'Veuillez renseigner le numéro de contact',
        invalid: 'Saisissez un numéro de téléphone valide',
        country: 'Pays du numéro de téléphone',
        number: 'Numéro de téléphone',
        international: 'International',
      },
      image: {
        too_large: "La taille maximale d'image autorisée est de 5 Mo.",
        wrong_type: 'Choisissez un fichier image (%{types}).',
        crop_title: "Recadrer l'image",
        crop_area: "Zone de recadrage : déplacez l'image avec les flèches du clavier",
        zoom: 'Zoom',
        cancel: 'Annuler',
        done: 'Terminé',
        crop_failed: "L'image n'a pas pu être recadrée. Essayez un autre fichier.",
        download: "Télécharger l'image",
        current: 'Image actuelle',
        new_image: 'Nouvelle image (enregistrée avec le formulaire)',
        discard: 'Abandonner la nouvelle image',
        none: 'Aucune image',
      },
      video: {
        none: 'Aucune vidéo',
        unsupported: 'Ce navigateur ne peut pas lire la vidéo.',
      },
      referral: {
        copied: 'Lien copié dans le presse-papiers',
        copy_failed: "Le lien n'a pas pu être copié. Copiez-le à la main : %{link}",
        copy_hint: "Copier le lien d'inscription",
      },
      qr: {
        show: 'Afficher le QR code',
        title: 'QR code',
        image: 'QR code de %{link}',
        download: 'Télécharger en PNG',
        close: 'Fermer',
      },
      description: {
        generate: "Générer la description avec l'IA",
        generating: 'Génération de la description…',
        failed: "La description n'a pas pu être générée ; le champ est inchangé.",
      },
      address: {
        label: "Adresse de l'entreprise",
        no_options: 'Aucune adresse correspondante',
        searching: 'Recherche des adresses…',
      },
      business_type: "Type d'activité",
    },
  },
};
