// Messages shared by the layout, the menu and the API layer. See README "Translating".
export default {
  app: {
    title: 'Admin console',
    menu: {
      dashboard: 'Dashboard',
      users: 'User Listing',
      stores: 'Manage Stores',
      coupons: 'Vendor Coupons',
      adminCoupons: 'Admin Coupons',
      agents: 'Manage Agents',
      uploads: 'Uploads',
      csvUpload: 'CSV Upload',
      feeds: 'Flagged Feeds',
      weeklyData: 'Weekly Data',
    },
    layout: { user_menu: '%{name}: profile' },
    errors: {
      boundary_title: 'Something went wrong on this screen',
      boundary_body:
        'The console hit an unexpected problem while showing this screen. Try again; if it keeps happening, reload the page.',
      boundary_retry: 'Retry',
      unexpected_reply: 'The server sent a reply the console could not read.',
      network: 'The server could not be reached. Check your connection and try again.',
      timeout: 'The server took too long to answer. Try again.',
      server: 'The server could not complete the request. Try again in a moment.',
      something_wrong: 'something wrong',
    },
    drafts: {
      restored: 'Your unsaved changes were restored.',
      files_not_kept: 'Files cannot be kept: choose the file again.',
      discard: 'Discard changes',
      pending: 'You have unsaved changes in %{form}.',
      restore: 'Restore unsaved changes',
    },
    pagination: { label: 'Pagination' },
    confirm: {
      delete_title: 'Delete record',
      delete: 'Are you sure  you want to delete the record?',
    },
  },
};
