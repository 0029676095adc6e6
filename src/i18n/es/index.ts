import { mergeMessages } from '../merge';
import auth from './auth';
import common from './common';
import pages from './pages';
import ra from './ra';
import resources from './resources';
import widgets from './widgets';

// No maintained Spanish package fits react-admin 5, so ./ra holds react-admin's own keys.
export default mergeMessages(ra, common, auth, resources, pages, widgets);
