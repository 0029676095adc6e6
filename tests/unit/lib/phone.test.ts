import fc from 'fast-check';
import { getExampleNumber, parsePhoneNumber } from 'libphonenumber-js';
import examples from 'libphonenumber-js/examples.mobile.json';
import metadata from 'libphonenumber-js/metadata.min.json';
import { describe, expect, it } from 'vitest';
import { CALLING_CODES } from '../../../src/lib/callingCodes';
import { joinPhone, splitPhone } from '../../../src/lib/phone';

describe('phone helper', () => {
  it('holds exactly the calling codes of the installed libphonenumber metadata', () => {
    expect([...CALLING_CODES].sort()).toEqual(Object.keys(metadata.country_calling_codes).sort());
  });

  it("splits every country's example number as libphonenumber does", () => {
    const countries = Object.keys(examples) as (keyof typeof examples)[];
    for (const country of countries) {
      const example = getExampleNumber(country, examples);
      if (!example) continue;
      const parsed = parsePhoneNumber(example.number);
      expect(splitPhone(example.number), country).toEqual({
        countryCode: `+${parsed.countryCallingCode}`,
        phone: parsed.nationalNumber,
      });
    }
  });

  it("keeps the spec's legacy rule: split at the first space, dashes and punctuation removed", () => {
    expect(splitPhone('+1 415-555-2671')).toEqual({ countryCode: '+1', phone: '4155552671' });
    expect(splitPhone('+44 (20) 7946-0958')).toEqual({ countryCode: '+44', phone: '2079460958' });
    expect(splitPhone('415-555-2671')).toEqual({ countryCode: '', phone: '4155552671' });
    expect(splitPhone('')).toEqual({ countryCode: '', phone: '' });
    expect(splitPhone(undefined)).toEqual({ countryCode: '', phone: '' });
  });

  it('joins a stored code and number back to E.164, defaulting to +1', () => {
    expect(joinPhone('+1', '415-555-2671')).toBe('+14155552671');
    expect(joinPhone(undefined, '4155552671')).toBe('+14155552671');
    expect(joinPhone('+44', '')).toBe('');
  });

  it('round-trips: join then split gives back the code and the digits (property)', () => {
    const code = fc.constantFrom(...CALLING_CODES);
    const national = fc.stringMatching(/^[1-9]\d{5,11}$/);
    fc.assert(
      fc.property(code, national, (c, n) => {
        expect(splitPhone(joinPhone(`+${c}`, n))).toEqual({ countryCode: `+${c}`, phone: n });
      }),
      { numRuns: 300 },
    );
  });
});
