import fc from 'fast-check';
import { getExampleNumber, parsePhoneNumber } from 'libphonenumber-js';
import examples from 'libphonenumber-js/examples.mobile.json';
import metadata from 'libphonenumber-js/metadata.min.json';
import { describe, expect, it } from 'vitest';
import { CALLING_CODES } from '../../../src/lib/callingCodes';
import { joinPhone, quickDisplayPhone, splitPhone } from '../../../src/lib/phone';
import { displayPhone } from '../../../src/lib/phoneNumbers';

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

describe('quickDisplayPhone (a +1 number formatted without libphonenumber)', () => {
  it('formats a ten-digit North American number as displayPhone does', () => {
    expect(quickDisplayPhone('(415) 555-0101')).toBe('+1 415 555 0101');
    expect(quickDisplayPhone('7185552475', '+1')).toBe('+1 718 555 2475');
    expect(quickDisplayPhone('+1 415-555-0101')).toBe('+1 415 555 0101');
    expect(quickDisplayPhone('+1 7185552475', '+44')).toBe('+1 718 555 2475');
    expect(quickDisplayPhone(' 415.555.0101 ')).toBe('+1 415 555 0101');
  });

  it('leaves every other number to displayPhone', () => {
    expect(quickDisplayPhone('+442079460958')).toBeUndefined();
    expect(quickDisplayPhone('2125551234', '+44')).toBeUndefined();
    expect(quickDisplayPhone('0155550101')).toBeUndefined();
    expect(quickDisplayPhone('14155550101')).toBeUndefined();
    expect(quickDisplayPhone('5550101')).toBeUndefined();
    expect(quickDisplayPhone('415-555-0101 ext. 12')).toBeUndefined();
    expect(quickDisplayPhone('')).toBeUndefined();
  });

  it('gives what displayPhone gives for every number it formats (property)', () => {
    const separator = fc.constantFrom('', ' ', '-', '.', '(', ')', ') ', '  ');
    const digits = fc.array(fc.constantFrom(...'0123456789'), { minLength: 9, maxLength: 12 });
    const written = fc
      .tuple(
        fc.constantFrom('', '+', '+1', '+1 ', '1', ' ', '('),
        digits,
        fc.array(separator, { maxLength: 12 }),
      )
      .map(([start, ds, seps]) => start + ds.map((d, i) => d + (seps[i] ?? '')).join(''));
    const code = fc.constantFrom('', '+1', '1', '+44', '+33', ' +1 ', 'x');
    let formatted = 0;
    fc.assert(
      fc.property(written, code, (text, countryCode) => {
        const quick = quickDisplayPhone(text, countryCode);
        if (quick === undefined) return;
        formatted += 1;
        expect(quick).toBe(displayPhone(text, countryCode));
      }),
      { numRuns: 3000 },
    );
    expect(formatted).toBeGreaterThan(100);
  });
});
