// Every custom page of the console (screens that are not a resource's list), one line each: the
// routes and the menu follow this list, like src/resources/declaredResources.ts for the resources.
export { dashboardPage } from '../resources/dashboard/page';
export { feedsPage } from '../resources/feeds/page';
export { weeklyPage } from '../resources/weeklyData/page';
export { journalPage } from './journal/page';
export { sidebarPage } from './sidebar/page';
export { businessUploadsPage, csvUploadPage } from './uploads/page';
