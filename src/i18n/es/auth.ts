// Messages for the 'auth' area, locale 'es'. See README "Translating".
export default {
  app: {
    auth: {
      loading: 'Cargando…',
      fields: {
        email: 'Correo electrónico',
        password: 'Contraseña',
        full_name: 'Nombre completo',
        confirm_password: 'Confirmar contraseña',
        new_password: 'Nueva contraseña',
        password_help: 'De 8 a 20 caracteres, con una mayúscula, una minúscula y un dígito',
      },
      login: {
        title: 'Acceso de administrador',
        remember: 'Recordarme',
        submit: 'Iniciar sesión',
        forgot: '¿Olvidó su contraseña?',
        no_account: '¿No tiene una cuenta?',
        signup: 'Regístrese',
        not_admin: '¿No es administrador?',
        account_login: 'Acceso a la cuenta',
        session_ended:
          'Su sesión ha terminado. Vuelva a iniciar sesión para volver donde estaba; sus cambios sin guardar se conservan.',
      },
      account_login: {
        title: 'Acceso a la cuenta',
        intro: 'Inicie sesión en su cuenta con su correo electrónico y su contraseña.',
        admin_prompt: '¿Administrador?',
        admin_link: 'Acceso de administrador',
      },
      signup: {
        title: 'Registro',
        submit: 'Registrarse',
        have_account: '¿Ya tiene una cuenta?',
        login_here: 'Inicie sesión aquí',
      },
      verify: {
        title: 'Verificación de la cuenta',
      },
      forgot: {
        title: 'Contraseña olvidada',
        intro: 'Introduzca el correo electrónico de su cuenta y le enviaremos un código de 4 dígitos.',
        submit: 'Enviar código',
      },
      forgot_otp: {
        title: 'Verificar código',
      },
      reset_email: {
        title: 'Restablecer contraseña',
        intro: 'Introduzca el correo electrónico de su cuenta para recibir un código de restablecimiento.',
        submit: 'Enviar código de restablecimiento',
      },
      reset_sent: {
        title: 'Correo enviado',
        intro:
          'Hemos enviado un código de 4 dígitos a %{email}. Introdúzcalo para elegir una nueva contraseña.',
        intro_no_email: 'Hemos enviado un código de 4 dígitos a su correo electrónico.',
        enter_code: 'Introducir el código',
      },
      update: {
        title: 'Actualizar contraseña',
        intro: 'Elija una nueva contraseña para %{email}.',
        submit: 'Actualizar contraseña',
      },
      home: {
        title: 'Inicio',
        welcome: 'Bienvenido/a, %{name}',
        signed_in_as: 'Sesión iniciada como %{email}',
        logout: 'Cerrar sesión',
      },
      otp: {
        intro: 'Introduzca el código de 4 dígitos enviado a %{email}.',
        group: 'Código de un solo uso',
        digit: 'Dígito %{index} de %{total}',
        countdown: 'El código caduca en %{seconds} s',
        expired: 'El código ha caducado.',
        submit: 'ENVIAR',
        resend: 'Reenviar código',
      },
      links: {
        back_to_login: 'Volver al inicio de sesión',
        start_again: 'Empezar de nuevo',
      },
      errors: {
        incomplete_link: 'Este enlace está incompleto: falta el correo electrónico o el código.',
      },
      notifications: {
        login_success: 'Sesión iniciada correctamente.',
        registered: 'Registro completado. Revise su correo para obtener el código.',
        verified: 'Su correo electrónico está verificado. Ya puede iniciar sesión.',
        otp_sent: 'Se ha enviado un nuevo código a su correo electrónico.',
        otp_verified: 'Código verificado. Elija una nueva contraseña.',
        password_updated: 'Su contraseña se ha actualizado. Ya puede iniciar sesión.',
      },
      validation: {
        email_required: '*El correo electrónico es obligatorio',
        email_invalid_login: '*Debe ser un correo electrónico válido',
        email_max_100: '*El correo electrónico debe tener menos de 100 caracteres',
        password_required: '*La contraseña es obligatoria',
        full_name_required: '*El nombre completo es obligatorio',
        email_invalid: '*Introduzca un correo electrónico válido',
        email_min_7: '*El correo electrónico debe tener al menos 7 caracteres',
        email_max_50: '*El correo electrónico debe tener menos de 50 caracteres',
        password_max_20: '*La contraseña no puede tener más de 20 caracteres',
        password_rule:
          '*La contraseña debe tener al menos 8 caracteres alfanuméricos, con al menos 1 número, 1 letra y 1 mayúscula',
        confirm_required: '*La confirmación de la contraseña es obligatoria',
        passwords_match: 'Las contraseñas deben coincidir',
        otp_incomplete: 'Introduzca el código completo',
      },
    },
  },
};
