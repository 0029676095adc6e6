// Messages for the 'auth' area, locale 'fr'. See README "Translating".
export default {
  app: {
    auth: {
      loading: 'Chargement…',
      fields: {
        email: 'E-mail',
        password: 'Mot de passe',
        full_name: 'Nom complet',
        confirm_password: 'Confirmer le mot de passe',
        new_password: 'Nouveau mot de passe',
        password_help: '8 à 20 caractères, avec une majuscule, une minuscule et un chiffre',
      },
      login: {
        title: 'Connexion administrateur',
        remember: 'Se souvenir de moi',
        submit: 'Se connecter',
        forgot: 'Mot de passe oublié ?',
        no_account: "Vous n'avez pas de compte ?",
        signup: "S'inscrire",
        not_admin: "Vous n'êtes pas administrateur ?",
        account_login: 'Connexion au compte',
        session_ended:
          'Votre session a pris fin. Reconnectez-vous pour revenir où vous étiez ; vos modifications non enregistrées sont conservées.',
      },
      account_login: {
        title: 'Connexion au compte',
        intro: 'Connectez-vous à votre compte avec votre adresse e-mail et votre mot de passe.',
        admin_prompt: 'Administrateur ?',
        admin_link: 'Connexion administrateur',
      },
      signup: {
        title: 'Inscription',
        submit: "S'inscrire",
        have_account: 'Vous avez déjà un compte ?',
        login_here: 'Connectez-vous ici',
      },
      verify: {
        title: 'Vérification du compte',
      },
      forgot: {
        title: 'Mot de passe oublié',
        intro: 'Saisissez l’adresse e-mail de votre compte : nous vous enverrons un code à 4 chiffres.',
        submit: 'Envoyer le code',
      },
      forgot_otp: {
        title: 'Vérifier le code',
      },
      reset_email: {
        title: 'Réinitialiser le mot de passe',
        intro: 'Saisissez l’adresse e-mail de votre compte pour recevoir un code de réinitialisation.',
        submit: 'Envoyer le code de réinitialisation',
      },
      reset_sent: {
        title: 'E-mail envoyé',
        intro:
          'Nous avons envoyé un code à 4 chiffres à %{email}. Saisissez-le pour choisir un nouveau mot de passe.',
        intro_no_email: 'Nous avons envoyé un code à 4 chiffres à votre adresse e-mail.',
        enter_code: 'Saisir le code',
      },
      update: {
        title: 'Mettre à jour le mot de passe',
        intro: 'Choisissez un nouveau mot de passe pour %{email}.',
        submit: 'Mettre à jour le mot de passe',
      },
      home: {
        title: 'Accueil',
        welcome: 'Bienvenue, %{name}',
        signed_in_as: 'Connecté en tant que %{email}',
        logout: 'Déconnexion',
      },
      otp: {
        intro: 'Saisissez le code à 4 chiffres envoyé à %{email}.',
        group: 'Code à usage unique',
        digit: 'Chiffre %{index} sur %{total}',
        countdown: 'Le code expire dans %{seconds} s',
        expired: 'Le code a expiré.',
        submit: 'VALIDER',
        resend: 'Renvoyer le code',
      },
      links: {
        back_to_login: 'Retour à la connexion',
        start_again: 'Recommencer',
      },
      errors: {
        incomplete_link: 'Ce lien est incomplet : l’adresse e-mail ou le code manque.',
      },
      notifications: {
        login_success: 'Connexion réussie.',
        registered: 'Inscription réussie. Consultez vos e-mails pour obtenir le code.',
        verified: 'Votre adresse e-mail est vérifiée. Vous pouvez vous connecter.',
        otp_sent: 'Un nouveau code a été envoyé à votre adresse e-mail.',
        otp_verified: 'Code vérifié. Choisissez un nouveau mot de passe.',
        password_updated: 'Votre mot de passe a été mis à jour. Vous pouvez vous connecter.',
      },
      validation: {
        email_required: "*L'e-mail est obligatoire",
        email_invalid_login: '*Doit être une adresse e-mail valide',
        email_max_100: "*L'e-mail doit faire moins de 100 caractères",
        password_required: '*Le mot de passe est obligatoire',
        full_name_required: '*Le nom complet est obligatoire',
        email_invalid: '*Veuillez saisir une adresse e-mail valide',
        email_min_7: "*L'e-mail doit comporter au moins 7 caractères",
        email_max_50: "*L'e-mail doit faire moins de 50 caractères",
        password_max_20: '*Le mot de passe ne peut pas dépasser 20 caractères',
        password_rule:
          '*Le mot de passe doit comporter au moins 8 caractères alphanumériques, dont au moins 1 chiffre, 1 lettre et 1 majuscule',
        confirm_required: '*La confirmation du mot de passe est obligatoire',
        passwords_match: 'Les mots de passe doivent correspondre',
        otp_incomplete: 'Veuillez saisir le code complet',
      },
    },
  },
};
