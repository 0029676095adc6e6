/**
 * The last column of an export for editing: each row's values as the platform held them at the
 * export, so an import can tell what the admin changed from what a colleague changed since. Text
 * a spreadsheet keeps as it is: base64url of JSON (always starts "eyJ", never a number, a date
 * or a formula), written and read without a DOM (the import reads it in a worker).
 */
export interface Stamp {
  id: string;
  values: Record<string, unknown>;
}

const toBase64Url = (bytes: Uint8Array): string => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

export function writeStamp(stamp: Stamp): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify({ i: stamp.id, v: stamp.values })));
}

/** The stamp in a cell; undefined when the cell holds none (empty, cut, or edited). */
export function readStamp(cell: string): Stamp | undefined {
  const text = cell.trim();
  if (!text) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { i, v } = parsed as { i?: unknown; v?: unknown };
    if (typeof i !== 'string' || typeof v !== 'object' || v === null) return undefined;
    return { id: i, values: v as Record<string, unknown> };
  } catch {
    return undefined;
  }
}
