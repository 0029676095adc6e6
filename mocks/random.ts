/** Deterministic randomness for the seed, and fresh ids/tokens for records created at run time. */

/** mulberry32: a tiny 32-bit PRNG, good enough for demo data and fully reproducible. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HEX_BYTES = Array.from({ length: 256 }, (_, n) => n.toString(16).padStart(2, '0'));
/** Table lookups rather than toString(16).padStart: ids for 100,000+ seeded users stay cheap. */
const hex8 = (n: number) => {
  const v = n >>> 0;
  return (
    HEX_BYTES[v >>> 24]! + HEX_BYTES[(v >>> 16) & 255]! + HEX_BYTES[(v >>> 8) & 255]! + HEX_BYTES[v & 255]!
  );
};

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /**
   * A MongoDB-style ObjectId: 8 hex of the creation second, a 10-hex "process" tag fixed per
   * stream, then a 6-hex counter. Unique within a stream, and cheap enough for 100,000+ records.
   */
  objectId(createdAtMs: number): string;
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const tag = hex8(next() * 4294967296) + HEX_BYTES[int(0, 255)]!;
  let counter = int(0, 0xffffff);
  const hex6 = (v: number) =>
    HEX_BYTES[(v >>> 16) & 255]! + HEX_BYTES[(v >>> 8) & 255]! + HEX_BYTES[v & 255]!;
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (probability) => next() < probability,
    objectId: (createdAtMs) => {
      counter = (counter + 1) & 0xffffff;
      return hex8(Math.floor(createdAtMs / 1000)) + tag + hex6(counter);
    },
  };
}

function randomHex(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buffer);
  return Array.from(buffer, (b) => HEX_BYTES[b]!).join('');
}

/** A fresh id for a record created through the API. */
export const newObjectId = (): string => hex8(Math.floor(Date.now() / 1000)) + randomHex(8);

/** An opaque bearer token. */
export const newToken = (): string => `mock.${randomHex(24)}`;
