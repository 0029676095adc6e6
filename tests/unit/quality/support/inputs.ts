/**
 * The bad and unusual inputs every form is tried with. "Blank" ones must be refused with the
 * spec's message and send nothing; "unusual" ones are valid text and must reach the server
 * unchanged (apart from the trim the forms document).
 */
export const BLANK = {
  empty: '',
  spaces: '   ',
  tabsAndNewlines: ' \t\n ',
  noBreakSpaces: '\u00a0\u2003',
} as const;

const ten = '0123456789';
/** 10,000 characters, mixing scripts so a byte-length bug shows too. */
export const LONG = `${'Lorem ipsum '.repeat(400)}${'Ωμέγα 山田 '.repeat(200)}${ten.repeat(400)}`.slice(
  0,
  10_000,
);

export const UNUSUAL = {
  emoji: 'Café 🚀👩🏽‍💻 Ünïcödé',
  scripts: 'Zoë Łukasz 山田太郎 مرحبا Привет नमस्ते',
  html: '<img src=x onerror="alert(1)"><script>alert(2)</script>&amp;',
  quotes: `O'Brien "Quoted" \\ back\\slash; DROP TABLE users;--`,
  rtlOverride: 'abc\u202edcba',
  long: LONG,
} as const;

/** Each unusual value with its name, for it.each-style loops. */
export const unusualEntries = Object.entries(UNUSUAL) as [keyof typeof UNUSUAL, string][];
export const blankEntries = Object.entries(BLANK) as [keyof typeof BLANK, string][];

/** E-mails the account forms must refuse (with the message each rule gives). */
export const BAD_EMAILS = [
  'plainaddress',
  'no-at.example.com',
  'two@@example.com',
  'spaces in@example.com',
  'trailing@example',
  '@example.com',
  'emoji🚀@example.com.',
  'name@exa mple.com',
] as const;

export const LONG_EMAIL = `${'a'.repeat(9_988)}@example.com`;
