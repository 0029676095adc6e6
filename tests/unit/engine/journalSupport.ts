import { QueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import { afterEach } from 'vitest';
import { Journal, type JournalEntry } from '../../../src/lib/journal';
import { createAppDataProvider } from '../../../src/resources';
import { testHttp } from './helpers';

/**
 * The app's provider writing to a journal of its own (no other tab hears of it), for the journal's
 * entry and undo tests; each journal is closed after its test. Call at the top of a test file.
 */
export function journaledProviders() {
  const journals: Journal[] = [];
  afterEach(() => {
    for (const journal of journals.splice(0)) journal.close();
  });
  return () => {
    const journal = new Journal({
      shareWithTabs: false,
      admin: () => 'admin@example.com',
      storage: sessionStorage,
    });
    journal.clear(false);
    journals.push(journal);
    const provider = createAppDataProvider(testHttp(), new QueryClient(), journal) as DataProvider;
    return { journal, provider, last: () => journal.entries()[0] as JournalEntry };
  };
}
