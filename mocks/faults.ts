/**
 * Faults the standalone platform server can be told to inject, so the console can be tried
 * (by hand or by the real-API browser suite) against a server that fails the way real ones do.
 */
export interface FaultRule {
  /** HTTP method to match (any when absent). */
  method?: string;
  /** Matched against the request path: a substring, or a regular expression written `re:…`. */
  path: string;
  /** How many matching requests it applies to (default 1); 0 means every one until cleared. */
  times?: number;
  /** Wait this long before answering (with `reply`, or with the normal handler's answer). */
  delayMs?: number;
  /**
   * Answer as the handler does when the request arrives, but send that answer this much later:
   * a reply still on its way while other calls change what the platform holds.
   */
  sendAfterMs?: number;
  /** Close the connection without any answer (what a crashed server or a cut cable looks like). */
  drop?: boolean;
  /** Answer this instead of the handler: a JSON value (object, array) or raw text. */
  reply?: { status: number; body?: unknown; contentType?: string };
}

interface ActiveRule extends FaultRule {
  used: number;
}

/** A request as the server saw it, for tests to count calls and read what was sent. */
export interface LoggedRequest {
  method: string;
  path: string;
  /** The body as text (multipart bodies as `name=value` lines, files as `name=<file name, size>`). */
  body: string;
  /** Which fault answered it, if any. */
  fault?: 'reply' | 'drop' | 'delay';
  at: number;
}

const matches = (rule: FaultRule, method: string, path: string): boolean => {
  if (rule.method && rule.method.toUpperCase() !== method.toUpperCase()) return false;
  return rule.path.startsWith('re:') ? new RegExp(rule.path.slice(3)).test(path) : path.includes(rule.path);
};

export function createFaults() {
  let rules: ActiveRule[] = [];
  const log: LoggedRequest[] = [];
  let injected = 0;
  return {
    add(rule: FaultRule | FaultRule[]) {
      for (const one of Array.isArray(rule) ? rule : [rule]) rules.push({ ...one, used: 0 });
    },
    clear() {
      rules = [];
    },
    /** The rule that applies to this request (and counts it as used), if any. */
    take(method: string, path: string): FaultRule | undefined {
      const rule = rules.find((candidate) => matches(candidate, method, path));
      if (!rule) return undefined;
      rule.used += 1;
      injected += 1;
      const times = rule.times ?? 1;
      if (times > 0 && rule.used >= times) rules = rules.filter((candidate) => candidate !== rule);
      return rule;
    },
    record(entry: LoggedRequest) {
      log.push(entry);
      if (log.length > 2000) log.shift();
    },
    requests: () => log.slice(),
    clearRequests() {
      log.length = 0;
    },
    /** Faults injected since the server started. */
    injected: () => injected,
  };
}

export type Faults = ReturnType<typeof createFaults>;
