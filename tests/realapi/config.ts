import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The port the real-API build (`npm run build:real`) calls; the suite starts the platform server there. */
export const REAL_API_PORT = Number(process.env.REAL_API_PORT ?? 47110);
/** Where each file writes what it counted (inputs kept or lost, screens covered). */
export const TALLY_DIR = join(tmpdir(), 'realapi-tally');
