import englishMessages from 'ra-language-english';
import { mergeMessages } from '../merge';
import auth from './auth';
import common from './common';
import pages from './pages';
import resources from './resources';
import widgets from './widgets';

/** English: the spec's texts. Loaded synchronously as the default locale. */
export default mergeMessages(englishMessages, common, auth, resources, pages, widgets);
