import frenchMessages from 'ra-language-french';
import { mergeMessages } from '../merge';
import auth from './auth';
import common from './common';
import pages from './pages';
import resources from './resources';
import widgets from './widgets';

export default mergeMessages(frenchMessages, common, auth, resources, pages, widgets);
