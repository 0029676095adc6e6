#!/usr/bin/env node
// Scans the built bundle (dist/ by default) for secrets and keys: well-known key formats, private
// keys, long random-looking values assigned to key-like names, and the value of any key-like
// variable set in the environment or in the project's .env files (the maps key above all).
// Prints one `file:line:column rule excerpt` per finding (the secret itself masked) and exits 1
// when there is any. `--json` prints the findings as JSON instead.
//
//   node scripts/scan-dist.mjs [dir] [--json]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Files never worth reading: images, fonts, archives. Everything else is read as text. */
const BINARY = /\.(png|jpe?g|gif|webp|avif|ico|bmp|woff2?|ttf|otf|eot|mp4|webm|mp3|wasm|zip|gz|br)$/i;

/** Well-known formats: each matches only the secret itself. */
const FORMATS = [
  { rule: 'google-api-key', pattern: /AIza[0-9A-Za-z_-]{35}/g },
  { rule: 'stripe-secret-key', pattern: /\b(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{16,}/g },
  {
    rule: 'private-key',
    pattern: /-----BEGIN (?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP )?PRIVATE KEY(?: BLOCK)?-----/g,
  },
  { rule: 'aws-access-key-id', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
  { rule: 'github-token', pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{40,})\b/g },
  { rule: 'slack-token', pattern: /\bxox[abposr]-[0-9A-Za-z-]{10,}/g },
  { rule: 'jwt', pattern: /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/g },
];

/**
 * `apiKey: "…"`, `client_secret="…"`, `"accessToken":"…"` … with a value of 20+ hex/base64
 * characters. The value must also look random (see `looksRandom`): message keys such as
 * "app.auth.password" or words such as "Authorization" are not secrets.
 */
const KEY_NAME =
  '[A-Za-z0-9_$]*(?:api[_-]?key|apikey|secret|token|passw(?:or)?d|private[_-]?key|access[_-]?key|credential|auth[_-]?key)[A-Za-z0-9_$]*';
const ASSIGNED = new RegExp(
  String.raw`["']?(${KEY_NAME})["']?\s*[:=]\s*(["'\x60])([A-Za-z0-9+/_=-]{20,})\2`,
  'gi',
);

/** Shannon entropy in bits per character. */
function entropy(text) {
  const counts = new Map();
  for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / text.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/** Letters and digits mixed, and enough entropy: what generated keys look like, not words. */
export function looksRandom(value) {
  return /[0-9]/.test(value) && /[A-Za-z]/.test(value) && entropy(value) >= 3.5;
}

/** Environment variables whose name says they hold a secret. */
const SECRET_NAME = /(?:^|_)(?:API_?KEY|KEY|SECRET|TOKEN|PASSWORD|PASSWD|PRIVATE|CREDENTIALS?)(?:_|$)/i;

/** KEY=VALUE lines of a dotenv file (quotes removed; comments and blanks skipped). */
function readDotenv(file) {
  if (!existsSync(file)) return {};
  const values = {};
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trim().startsWith('#')) continue;
    values[match[1]] = match[2].replace(/^(["'])(.*)\1$/, '$2');
  }
  return values;
}

/**
 * Values that must never be in the bundle: every secret-named variable of `env` and of the
 * project's .env files (those Vite reads for a production build), 8 characters or longer.
 */
export function secretValues(env = process.env, root = process.cwd()) {
  const files = ['.env', '.env.local', '.env.production', '.env.production.local'];
  const merged = Object.assign({}, ...files.map((file) => readDotenv(join(root, file))), env);
  const found = [];
  for (const [name, value] of Object.entries(merged)) {
    if (SECRET_NAME.test(name) && typeof value === 'string' && value.trim().length >= 8) {
      found.push({ name, value: value.trim() });
    }
  }
  return found;
}

/** The secret shown in a log: its first four characters only. */
const mask = (secret) => `${secret.slice(0, 4)}…(${secret.length} chars)`;

function position(text, index) {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) {
    line += 1;
    lineStart = i + 1;
  }
  return { line, column: index - lineStart + 1 };
}

/** Findings in one file's text: `{ file, line, column, rule, excerpt }`, the secret masked. */
export function scanText(text, file, secrets = []) {
  const findings = [];
  const add = (rule, index, secret) => {
    const { line, column } = position(text, index);
    const before = text.slice(Math.max(0, index - 30), index).replace(/\s+/g, ' ');
    const after = text.slice(index + secret.length, index + secret.length + 20).replace(/\s+/g, ' ');
    findings.push({ file, line, column, rule, excerpt: `${before}${mask(secret)}${after}` });
  };
  for (const { rule, pattern } of FORMATS) {
    for (const match of text.matchAll(pattern)) add(rule, match.index, match[0]);
  }
  for (const match of text.matchAll(ASSIGNED)) {
    const value = match[3];
    if (looksRandom(value))
      add(`secret-assigned-to-${match[1]}`, match.index + match[0].indexOf(value), value);
  }
  for (const { name, value } of secrets) {
    for (let index = text.indexOf(value); index !== -1; index = text.indexOf(value, index + 1)) {
      add(`env-value-of-${name}`, index, value);
    }
  }
  // One finding per place: a key caught by two rules is reported once, by the first.
  const seen = new Set();
  return findings.filter((finding) => {
    const key = `${finding.line}:${finding.column}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function* filesUnder(dir) {
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else if (!BINARY.test(entry)) yield path;
  }
}

/** Scans every text file under `dir`; returns the findings and how many files were read. */
export function scanDirectory(dir, { env = process.env, root = process.cwd() } = {}) {
  const secrets = secretValues(env, root);
  const findings = [];
  let files = 0;
  for (const path of filesUnder(dir)) {
    files += 1;
    findings.push(...scanText(readFileSync(path, 'utf8'), relative(root, path) || path, secrets));
  }
  return { files, findings, checkedValues: secrets.map((secret) => secret.name) };
}

function main(argv) {
  const json = argv.includes('--json');
  const dir = argv.find((arg) => !arg.startsWith('--')) ?? 'dist';
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    console.error(`scan-dist: ${dir} is not a directory (build first: npx vite build)`);
    return 2;
  }
  const { files, findings, checkedValues } = scanDirectory(dir);
  if (json) {
    console.log(JSON.stringify({ files, findings, checkedValues }, null, 2));
  } else {
    for (const f of findings) console.log(`${f.file}:${f.line}:${f.column} ${f.rule} ${f.excerpt}`);
    const values = checkedValues.length ? ` and the values of ${checkedValues.join(', ')}` : '';
    console.log(
      findings.length
        ? `scan-dist: ${findings.length} secret(s) in ${dir}/ (${files} files)`
        : `scan-dist: no secret in ${dir}/ (${files} files checked for key formats${values})`,
    );
  }
  return findings.length ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main(process.argv.slice(2)));
