import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { definePage, lazyScreen } from '../../engine';

export const businessUploadsPage = definePage({
  name: 'businessUploads',
  route: '/BusinessUploads',
  titleKey: 'app.businessUploads.title',
  icon: CloudUploadIcon,
  menuLabel: 'app.menu.uploads',
  menu: { group: 'main', order: 5, marker: 8 },
  component: lazyScreen(() =>
    import('./BusinessUploadsPage').then((m) => ({ default: m.BusinessUploadsPage })),
  ),
});

export const csvUploadPage = definePage({
  name: 'csvUpload',
  route: '/UploadData',
  titleKey: 'app.csvUpload.title',
  icon: UploadFileIcon,
  menuLabel: 'app.menu.csvUpload',
  menu: { group: 'more', order: 3 },
  component: lazyScreen(() => import('./UploadDataPage').then((m) => ({ default: m.UploadDataPage }))),
});
