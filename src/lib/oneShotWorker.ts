/**
 * One request to a worker made for it alone, answered through its messages (read by `read`:
 * a value, an error, or nothing yet, e.g. a progress report); the worker ends with the answer.
 * Where no worker can be made, or its script fails to load, `here` does the same work on the page.
 * `make` is the caller's own `new Worker(new URL('./x.ts', import.meta.url), …)`: the bundler
 * finds the worker's script there.
 */
export async function oneShotWorker<Reply, T>(
  make: () => Worker,
  message: unknown,
  read: (reply: Reply) => { value: T } | { error: Error } | undefined,
  here: () => Promise<T>,
): Promise<T> {
  if (typeof Worker === 'undefined') return here();
  let worker: Worker;
  try {
    worker = make();
  } catch {
    return here();
  }
  try {
    return await new Promise<T>((resolve, reject) => {
      worker.onmessage = ({ data }: MessageEvent<Reply>) => {
        const answer = read(data);
        if (answer && 'value' in answer) resolve(answer.value);
        else if (answer) reject(answer.error);
      };
      worker.onerror = (event) => {
        // It could not load: the page does the work itself.
        event.preventDefault();
        here().then(resolve, reject);
      };
      worker.postMessage(message);
    });
  } finally {
    worker.terminate();
  }
}
