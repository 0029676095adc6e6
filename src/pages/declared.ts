// Every custom page of the console (screens that are not a resource's list), one line each: the
// routes and the menu follow this list, like src/resources/declared.ts for the resources.
export { dashboardPage } from './dashboard/page';
export { feedsPage } from './feeds/page';
export { sidebarPage } from './sidebar/page';
export { businessUploadsPage, csvUploadPage } from './uploads/page';
export { weeklyPage } from './weekly/page';
