// Types of infer.mjs, for the TypeScript tests that import it.
export type InferredKind =
  | 'id'
  | 'text'
  | 'email'
  | 'url'
  | 'phone'
  | 'number'
  | 'date'
  | 'boolean'
  | 'image'
  | 'video';
export interface InferredField {
  name: string;
  kind: InferredKind;
  type: string;
  optional: boolean;
}
export function findRows(reply: unknown): { rows: Record<string, unknown>[]; path: string | undefined };
export function kindOf(name: string, values: unknown[]): InferredKind | undefined;
export function inferFields(rows: Record<string, unknown>[]): { fields: InferredField[]; skipped: string[] };
export function labelOf(name: string): string;
export function singularOf(name: string): string;
export function pascal(name: string): string;
export function isValidName(name: string | undefined): boolean;
