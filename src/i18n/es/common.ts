// Spanish for src/i18n/en/common.ts (layout, menu, errors, confirm). See docs/translating.md.
export default {
  app: {
    title: 'Consola de administración',
    menu: {
      dashboard: 'Panel',
      users: 'Lista de usuarios',
      stores: 'Gestionar tiendas',
      coupons: 'Cupones de vendedores',
      adminCoupons: 'Cupones de administrador',
      agents: 'Gestionar agentes',
      uploads: 'Cargas',
      csvUpload: 'Carga de CSV',
      feeds: 'Publicaciones denunciadas',
      weeklyData: 'Datos semanales',
    },
    layout: { user_menu: '%{name}: perfil' },
    errors: {
      boundary_title: 'Algo salió mal en esta pantalla',
      boundary_body:
        'La consola encontró un problema inesperado al mostrar esta pantalla. Inténtelo de nuevo; si vuelve a ocurrir, recargue la página.',
      boundary_retry: 'Reintentar',
      unexpected_reply: 'El servidor envió una respuesta que la consola no pudo leer.',
      network: 'No se pudo contactar con el servidor. Compruebe su conexión e inténtelo de nuevo.',
      timeout: 'El servidor tardó demasiado en responder. Inténtelo de nuevo.',
      server: 'El servidor no pudo completar la solicitud. Inténtelo de nuevo en un momento.',
      something_wrong: 'Algo salió mal',
    },
    drafts: {
      restored: 'Se restauraron sus cambios sin guardar.',
      files_not_kept: 'Los archivos no se pueden conservar: vuelva a elegir el archivo.',
      discard: 'Descartar cambios',
      pending: 'Tiene cambios sin guardar en %{form}.',
      restore: 'Restaurar cambios sin guardar',
    },
    pagination: {
      label: 'Paginación',
    },
    confirm: {
      delete_title: 'Eliminar registro',
      delete: '¿Está seguro de que desea eliminar el registro?',
    },
  },
};
