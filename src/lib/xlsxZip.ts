/**
 * fflate as the xlsx libraries see it (vite.config.ts maps their `fflate` import here).
 *
 * fflate's asynchronous `zip` and `unzip` hand any file over 160 KB (writing) or 512 KB (reading)
 * to a worker made from a `blob:` URL. The console's Content-Security-Policy (`worker-src 'self'`,
 * docs/security.md) blocks it and the promise never settles: a sheet of a few thousand rows would
 * hang. These run the same work synchronously, inside the caller's own worker when there is one.
 */
import {
  type AsyncTerminable,
  type AsyncUnzipOptions,
  type AsyncZipOptions,
  type AsyncZippable,
  type FlateCallback,
  type FlateError,
  type UnzipCallback,
  unzipSync,
  type Zippable,
  zipSync,
} from 'fflate';

export * from 'fflate';

const settled: AsyncTerminable = () => {};

function later<T>(work: () => T, callback: (error: FlateError | null, result: T) => void): AsyncTerminable {
  setTimeout(() => {
    let result: T;
    try {
      result = work();
    } catch (error) {
      callback(error as FlateError, null as T);
      return;
    }
    callback(null, result);
  }, 0);
  return settled;
}

export function zip(
  data: AsyncZippable,
  opts: AsyncZipOptions | FlateCallback,
  cb?: FlateCallback,
): AsyncTerminable {
  const [options, callback] = typeof opts === 'function' ? [{}, opts] : [opts, cb as FlateCallback];
  return later(() => zipSync(data as Zippable, options as Omit<AsyncZipOptions, 'consume'>), callback);
}

export function unzip(
  data: Uint8Array,
  opts: AsyncUnzipOptions | UnzipCallback,
  cb?: UnzipCallback,
): AsyncTerminable {
  const [options, callback] = typeof opts === 'function' ? [{}, opts] : [opts, cb as UnzipCallback];
  return later(() => unzipSync(data, options), callback);
}
