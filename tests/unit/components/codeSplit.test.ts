import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Guards the code split: following only static imports from src/components/index.ts must never
 * reach a heavy library or the maps implementation; those load through React.lazy / import().
 */
const ROOT = resolve(__dirname, '../../../src/components');
const HEAVY = [
  /^react-easy-crop/,
  /^qrcode\.react/,
  /^react-phone-number-input/,
  /^libphonenumber-js/,
  /^@mui\/x-date-pickers/,
  /^date-fns/,
];
const HEAVY_LOCAL = [
  'dates/DatePickerControl.tsx',
  'maps/browserMaps.ts',
  'maps/mockMaps.ts',
  'image/CropDialog.tsx',
  'phone/PhoneControl.tsx',
  'phone/phoneCheck.ts',
  'referral/QrCodeDialog.tsx',
];

const STATIC_IMPORT = /^\s*(?:import|export)\s[^;]*?from\s+'([^']+)'/gms;

function resolveLocal(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // try the next extension
    }
  }
  return undefined;
}

function staticGraph(entry: string) {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(STATIC_IMPORT)) {
      const clause = match[0];
      const spec = match[1]!;
      if (/^\s*(import|export)\s+type\s/.test(clause)) continue; // erased at build time
      if (spec.startsWith('.')) {
        const target = resolveLocal(file, spec);
        if (target) visit(target);
      } else {
        packages.add(spec);
      }
    }
  };
  visit(entry);
  return { files: [...seen].map((file) => file.slice(ROOT.length + 1)), packages: [...packages] };
}

describe('code split of src/components', () => {
  const graph = staticGraph(resolve(ROOT, 'index.ts'));

  it('follows the static imports (sanity: the walker sees the light widgets)', () => {
    expect(graph.files).toContain('image/ImageCropInput.tsx');
    expect(graph.files).toContain('referral/QrCodeButton.tsx');
    expect(graph.files).toContain('phone/PhoneInput.tsx');
    expect(graph.files).toContain('address/AddressAutocomplete.tsx');
    expect(graph.packages).toContain('react-admin');
  });

  it('reaches no heavy library statically', () => {
    const heavy = graph.packages.filter((name) => HEAVY.some((pattern) => pattern.test(name)));
    expect(heavy).toEqual([]);
  });

  it('reaches the heavy widgets and the maps implementations only through dynamic import', () => {
    expect(graph.files.filter((file) => HEAVY_LOCAL.includes(file))).toEqual([]);
    const lazySources = [
      'phone/PhoneInput.tsx',
      'phone/phoneRules.ts',
      'image/ImageCropInput.tsx',
      'referral/QrCodeButton.tsx',
      'address/mapsLoader.ts',
    ];
    for (const file of lazySources)
      expect(readFileSync(resolve(ROOT, file), 'utf8')).toMatch(/import\('\.\.?\//);
  });
});
