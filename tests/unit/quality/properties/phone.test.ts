import fc from 'fast-check';
import { type CountryCode, getCountryCallingCode, getExampleNumber } from 'libphonenumber-js';
import examples from 'libphonenumber-js/examples.mobile.json';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRY_CODE, joinPhone, phoneParts, splitPhone } from '../../../../src/lib/phone';
import { toAgentPayload } from '../../../../src/resources/agents';
import { tallyFor } from '../support/tally';

const tally = tallyFor(import.meta.url);

const countries = Object.keys(examples) as CountryCode[];
/** libphonenumber's own example number of every country it knows, in E.164. */
const exampleNumbers = countries.flatMap((country) => {
  const number = getExampleNumber(country, examples)?.number;
  return number ? [{ country, e164: String(number) }] : [];
});

/** NANP numbers: area and exchange codes start 2-9 and are not N11 service codes. */
const nanpDigits = fc
  .tuple(
    fc.integer({ min: 200, max: 999 }),
    fc.integer({ min: 200, max: 999 }),
    fc.integer({ min: 0, max: 9999 }),
  )
  .filter(([area, exchange]) => area % 100 !== 11 && exchange % 100 !== 11)
  .map(([area, exchange, line]) => `${area}${exchange}${String(line).padStart(4, '0')}`);

/** The ways an admin may type or paste the same NANP number. */
const decorate = (digits: string, style: number) => {
  const [a, e, l] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
  return [
    `+1${digits}`,
    `+1 (${a}) ${e}-${l}`,
    `+1-${a}-${e}-${l}`,
    `+1.${a}.${e}.${l}`,
    ` +1 ${a} ${e} ${l} `,
  ][style]!;
};

describe('phone split / join (src/lib/phone)', () => {
  it("round-trips every country's example number: split → join gives the same E.164", () => {
    expect(exampleNumbers.length).toBeGreaterThan(200);
    for (const { country, e164 } of exampleNumbers) {
      const parts = splitPhone(e164);
      expect(parts.countryCode, country).toBe(`+${getCountryCallingCode(country)}`);
      expect(parts.phone, country).toMatch(/^\d+$/);
      expect(`${parts.countryCode}${parts.phone}`, country).toBe(e164);
      expect(joinPhone(parts.countryCode, parts.phone), country).toBe(e164);
    }
    tally.input(exampleNumbers.length);
  });

  it('splits NANP numbers however they are punctuated into +1 and the ten digits, and joins back', () => {
    tally.check(
      fc.property(nanpDigits, fc.integer({ min: 0, max: 4 }), (digits, style) => {
        const parts = splitPhone(decorate(digits, style));
        expect(parts).toEqual({ countryCode: '+1', phone: digits });
        expect(joinPhone(parts.countryCode, parts.phone)).toBe(`+1${digits}`);
      }),
      200,
    );
  });

  it('never throws on any text and always yields digits-only numbers and a +code or nothing', () => {
    tally.check(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.stringMatching(/^\+?[\d ().-]{0,20}$/)),
        (value) => {
          const { countryCode, phone } = splitPhone(value);
          expect(phone).toMatch(/^\d*$/);
          expect(countryCode === '' || countryCode.startsWith('+')).toBe(true);
        },
      ),
      200,
    );
    expect(splitPhone(undefined)).toEqual({ countryCode: '', phone: '' });
    expect(splitPhone(null)).toEqual({ countryCode: '', phone: '' });
  });

  it('joins a stored country code and any punctuated number into + and digits only', () => {
    tally.check(
      fc.property(fc.stringMatching(/^\+?\d{1,3}$/), fc.stringMatching(/^[\d ()-]{0,14}$/), (code, phone) => {
        const joined = joinPhone(code, phone);
        const digits = phone.replace(/\D/g, '');
        expect(joined).toBe(digits ? `+${code.replace(/\D/g, '')}${digits}` : '');
      }),
    );
    expect(joinPhone(undefined, '4155552671')).toBe(`${DEFAULT_COUNTRY_CODE}4155552671`);
  });
});

describe('agent and vendor payload phones', () => {
  const name = fc.string({ maxLength: 40 });

  it('toAgentPayload sends trimmed names, +code and digits only, isforceful false, exactly the spec keys', () => {
    tally.check(
      fc.property(name, name, name, name, nanpDigits, (first, last, email, reference, digits) => {
        const payload = toAgentPayload({
          first_name: first,
          last_name: last,
          email,
          referralNumber: reference,
          phone: decorate(digits, 1),
        });
        expect(Object.keys(payload).sort()).toEqual(
          ['countryCode', 'email', 'firstname', 'isforceful', 'lastname', 'phone', 'referenceID'].sort(),
        );
        expect(payload).toEqual({
          firstname: first.trim(),
          lastname: last.trim(),
          countryCode: '+1',
          phone: digits,
          email: email.trim(),
          referenceID: reference.trim(),
          isforceful: false,
        });
      }),
    );
  });

  it("phoneParts defaults the country code to '+1' and never sends punctuation", () => {
    tally.check(
      fc.property(fc.oneof(fc.string(), fc.constant(undefined), fc.integer()), (value) => {
        const parts = phoneParts(value);
        expect(parts.countryCode.startsWith('+')).toBe(true);
        expect(parts.phone).toMatch(/^\d*$/);
      }),
    );
    expect(phoneParts('')).toEqual({ countryCode: '+1', phone: '' });
  });
});
