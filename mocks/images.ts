/** Generated placeholder images: tiny SVG data URIs, so the demo never loads anything from outside. */

const PALETTE = ['#1e88e5', '#43a047', '#e53935', '#8e24aa', '#fb8c00', '#00897b', '#3949ab', '#6d4c41'];

export function initials(text: string): string {
  const words = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return (words.length > 1 ? words[0]![0]! + words[1]![0]! : (words[0] ?? '?').slice(0, 2)).toUpperCase();
}

function colorFor(text: string): string {
  let hash = 0;
  for (let i = 0; i < text.length; i += 1) hash = (hash * 31 + text.charCodeAt(i)) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
}

/** A coloured rectangle with the initials of `label`, as a `data:image/svg+xml` URI. */
export function placeholderImage(label: string, width = 200, height = 200): string {
  const size = Math.round(Math.min(width, height) * 0.4);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${colorFor(label)}"/>` +
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="${size}" fill="#fff">` +
    `${initials(label)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
