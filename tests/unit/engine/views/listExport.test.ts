import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyResource } from '../../../../src/engine';
import { rawExporter, screenExporter } from '../../../../src/engine/views/listExport';
import { i18nProvider } from '../../../../src/i18n';
import { stores } from '../../../../src/resources/stores';
import { users } from '../../../../src/resources/users';

/** The CSV a list export hands to the browser's download. */
async function exported(run: () => Promise<void> | void): Promise<string> {
  let blob: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((made) => {
    blob = made as Blob;
    return 'blob:export';
  });
  await run();
  await vi.waitFor(() => expect(blob).toBeDefined());
  return (await blob!.text()).replace(/^\uFEFF/, '');
}

const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);
const ada = {
  id: 'u1',
  _id: 'u1',
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '(732) 555-7207',
  tagLine: 'Hi',
  userName: 'subscriber',
};

describe('list exports', () => {
  afterEach(() => vi.restoreAllMocks());

  it('read like the screen: the columns the admin sees, phones and roles as the list shows them', async () => {
    const csv = await exported(() =>
      screenExporter(users as unknown as AnyResource, translate, 'en')([ada], vi.fn(), {} as never, 'users'),
    );
    const [header, row] = csv.trim().split(/\r?\n/);
    expect(header).toBe('Full Name,Email,Phone,Tagline,Role');
    // The one CSV rule: a cell a spreadsheet would run as a formula (+…) takes an apostrophe.
    expect(row).toBe(`Ada Lovelace,ada@example.com,"'+1 732 555 7207",Hi,Subscriber`);
  });

  it('a yes/no column reads Yes or No', async () => {
    const csv = await exported(() =>
      screenExporter(stores as unknown as AnyResource, translate, 'en')(
        [
          {
            id: 's1',
            businessName: 'Blue Cafe',
            businessAddress: '1 Main St',
            phone: '2015550142',
            countryCode: '+1',
            isRegistered: true,
          },
        ],
        vi.fn(),
        {} as never,
        'stores',
      ),
    );
    expect(csv.split(/\r?\n/)[0]).toBe('Full Name,Address,Phone,Registered');
    expect(csv).toContain(`Blue Cafe,1 Main St,"'+1 201 555 0142",Yes`);
  });

  it('for re-import: the platform keys and its values as sent', async () => {
    const csv = await exported(() =>
      rawExporter(users as unknown as AnyResource)([ada], vi.fn(), {} as never, 'users'),
    );
    const [header, row] = csv.trim().split(/\r?\n/);
    expect(header).toBe('id,fullName,email,phone,tagLine,userName');
    expect(row).toBe('u1,Ada Lovelace,ada@example.com,(732) 555-7207,Hi,subscriber');
  });
});
