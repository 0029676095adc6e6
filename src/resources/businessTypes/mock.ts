import { defineMock } from '../../../mocks/resourceMock';
import { BUSINESS_TYPES } from '../../../mocks/seed/words';
import { businessTypes } from '.';
import type { BusinessType } from './record';

/** The demo's business types; the list call is generated from the declaration. */
export const mock = defineMock({
  resource: businessTypes,
  seed: {
    businessTypes: () =>
      BUSINESS_TYPES.map((name, index) => ({ id: String(index + 1), name }) satisfies BusinessType),
  },
});
