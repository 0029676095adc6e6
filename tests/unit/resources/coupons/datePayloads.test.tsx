import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../../../src/i18n';
import { addDays, today } from '../../../../src/lib/dates';
import { createAppDataProvider, resourceRoutes } from '../../../../src/resources';
import type { Coupon } from '../../../../src/resources/coupons/record';
import { renderRoutes, testHttp } from '../../engine/helpers';
import { dayAsShown } from '../../support/dates';
import { mockPlatform } from '../../support/resourceScreens';

/**
 * The payload proof for localized date fields: the admin types the same days in each language's
 * own order (yyyy-MM-dd, dd/MM/yyyy, dd.MM.yyyy), and the platform receives exactly the same
 * yyyy-MM-dd in every language — the values a native date input sent before. Untouched dates go
 * back exactly as the record holds them.
 */
const platform = mockPlatform();

const LOCALES = [
  { code: 'en', pattern: 'yyyy-MM-dd' },
  { code: 'fr', pattern: 'dd/MM/yyyy' },
  { code: 'es', pattern: 'dd/MM/yyyy' },
  { code: 'de', pattern: 'dd.MM.yyyy' },
] as const;

/** The Edit Coupon dialog in `code`, once its date fields (a lazy chunk) show. */
async function openEditCoupon(code: string, id: string) {
  // The console's own provider, switched to `code` as the app bar's switcher does.
  const i18n = createI18nProvider();
  await i18n.changeLocale(code);
  renderRoutes(resourceRoutes, {
    dataProvider: createAppDataProvider(testHttp()),
    path: `/allCoupons/${id}`,
    i18n,
  });
  const dialog = await screen.findByRole('dialog');
  const field = (name: string) => dialog.querySelector(`input[name="${name}"]`) as HTMLInputElement | null;
  await waitFor(() => {
    expect(field('startDate')).not.toBeNull();
    expect(field('dateOfExpiration')).not.toBeNull();
  });
  return { dialog, field: (name: string) => field(name) as HTMLInputElement };
}

async function submit(dialog: HTMLElement) {
  const before = platform.requests.length;
  fireEvent.click(dialog.querySelector('button[type="submit"]') as HTMLButtonElement);
  await waitFor(() => expect(platform.requests.length).toBe(before + 1));
  return platform.requests.at(-1)!;
}

describe('date payloads in every language', () => {
  const start = addDays(today(), 3);
  const expiry = addDays(today(), 45);

  for (const { code, pattern } of LOCALES) {
    it(`${code}: days typed as ${pattern} are sent as yyyy-MM-dd, the same as in English`, async () => {
      const coupon = platform.db.collection<Coupon>('vendorCoupons')[1]!;
      const { dialog, field } = await openEditCoupon(code, coupon._id);
      // The field shows the record's day in the language's order.
      await waitFor(() => expect(field('startDate').value).toBe(dayAsShown(coupon.startDate, pattern)));
      fireEvent.change(field('startDate'), { target: { value: dayAsShown(start, pattern) } });
      fireEvent.change(field('dateOfExpiration'), { target: { value: dayAsShown(expiry, pattern) } });
      const sent = await submit(dialog);
      expect(sent.path).toBe('/coupons/editCoupons');
      expect(sent.form).toMatchObject({ startDate: start, dateOfExpiration: expiry });
    });

    it(`${code}: untouched dates go back exactly as the record holds them`, async () => {
      const coupon = platform.db.collection<Coupon>('vendorCoupons')[2]!;
      const { dialog, field } = await openEditCoupon(code, coupon._id);
      await waitFor(() => expect(field('startDate').value).toBe(dayAsShown(coupon.startDate, pattern)));
      const sent = await submit(dialog);
      expect(sent.form).toMatchObject({
        startDate: coupon.startDate,
        dateOfExpiration: coupon.dateOfExpiration,
      });
    });
  }
});
