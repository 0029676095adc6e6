/**
 * The speed mechanisms, each with a switch for an A/B measurement (docs/performance.md, the
 * ledger): a build with `VITE_SPEED_OFF=<name>,…` (or `npm run perf:ab -- --off <name>`) runs
 * without them. The build-level ones (first frame, early read, boot and list chunks) are read by
 * vite.config.ts, the others here.
 */
export type SpeedMechanism =
  | 'firstFrame'
  | 'earlyRead'
  | 'bootChunk'
  | 'listChunk'
  | 'preload'
  | 'primeAuth'
  | 'rowSlices'
  | 'slicedJson'
  | 'transitionRoot'
  | 'barAfterRows'
  | 'offPageRows'
  | 'sortOffThread'
  | 'sheetWorker'
  | 'sheetSlices';

const off = new Set(String(import.meta.env.VITE_SPEED_OFF ?? '').split(','));

/** False when a build switched the mechanism off for a measurement. */
export const speedOn = (mechanism: SpeedMechanism): boolean => !off.has(mechanism);
