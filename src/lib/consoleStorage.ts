/**
 * The localStorage keys the console keeps for itself (not the platform's, not react-admin's):
 * a logout removes them. Each module that owns such a key registers it where it names it, so
 * the auth provider needs to know no screen.
 */
const keys = new Set<string>();

export function forgottenAtLogout(key: string): string {
  keys.add(key);
  return key;
}

export const consoleKeys = (): string[] => [...keys];
