// Messages for the 'widgets' area, locale 'es'. See README "Translating".
export default {
  app: {
    widgets: {
      loading: 'Cargando…',
      phone: {
        required: 'Introduzca el número de contacto',
        invalid: 'Introduzca un número de teléfono válido',
        country: 'País del número de teléfono',
        number: 'Número de teléfono',
        international: 'Internacional',
      },
      image: {
        too_large: 'El tamaño máximo de imagen permitido es 5 MB.',
        wrong_type: 'Elija un archivo de imagen (%{types}).',
        crop_title: 'Recortar la imagen',
        crop_area: 'Área de recorte: mueva la imagen con las flechas del teclado',
        zoom: 'Zoom',
        cancel: 'Cancelar',
        done: 'Hecho',
        crop_failed: 'No se pudo recortar la imagen. Pruebe con otro archivo.',
        download: 'Descargar imagen',
        current: 'Imagen actual',
        new_image: 'Imagen nueva (se guarda con el formulario)',
        discard: 'Descartar la imagen nueva',
        none: 'Sin imagen',
      },
      video: {
        none: 'Sin vídeo',
        unsupported: 'Este navegador no puede reproducir el vídeo.',
      },
      referral: {
        copied: 'Enlace copiado al portapapeles',
        copy_failed: 'No se pudo copiar el enlace. Cópielo a mano: %{link}',
        copy_hint: 'Copiar el enlace de registro',
      },
      qr: {
        show: 'Mostrar el código QR',
        title: 'Código QR',
        image: 'Código QR de %{link}',
        download: 'Descargar PNG',
        close: 'Cerrar',
      },
      description: {
        generate: 'Generar descripción con IA',
        generating: 'Generando la descripción…',
        failed: 'No se pudo generar la descripción; el campo no ha cambiado.',
      },
      address: {
        label: 'Dirección del negocio',
        no_options: 'Ninguna dirección coincide',
        searching: 'Buscando direcciones…',
      },
      business_type: 'Tipo de negocio',
    },
  },
};
