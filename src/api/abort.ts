/** The error a cancelled call ends with (what fetch throws when its signal aborts). */
export const abortError = () => new DOMException('Aborted', 'AbortError');

export const isAbortError = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
