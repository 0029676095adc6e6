import type { ReplyRule } from '../api/reply';
import { SUCCESS_VALUES } from '../api/reply';
import { endpointsOf } from './endpointCall';
import type { AnyResource, CallDescription, Endpoint, Endpoints } from './types';

/**
 * The table of every platform call (docs/api-calls.md), generated from the declarations: method,
 * path, what the console reads, what decides success and which texts show. A unit test
 * regenerates it and compares, so the document cannot drift from the code.
 */
export interface CallRow {
  call: string;
  method: string;
  host: string;
  path: string;
  reads: string;
  decides: string;
  failure: string;
  success: string;
}

/** A call that is not a resource's (the account calls): described the same way. */
export interface ExtraCall {
  name: string;
  method: string;
  path: string;
  host?: string;
  reads?: string;
  reply?: ReplyRule;
}

type Text = (key: string) => string | undefined;

const OPERATION_TEXT: Partial<Record<keyof Endpoints, string>> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
};

/** A function path written with `{id}` where the record id goes. */
function pathOf(endpoint: Endpoint<never, unknown>): string {
  if ('run' in endpoint) return '';
  if (typeof endpoint.path === 'string') return endpoint.path;
  const sample = { id: '{id}', data: {}, previousData: {}, meta: {} } as never;
  return (endpoint.path as (params: never) => string)(sample).replaceAll('%7Bid%7D', '{id}');
}

const values = (list: readonly unknown[]) => list.map((value) => JSON.stringify(value)).join(', ');
const quoted = (text: Text, key: string) => {
  const english = text(key);
  return english === undefined ? `\`${key}\`` : `"${english.trim()}"`;
};

export function decides(rule: ReplyRule | undefined): string {
  if (rule?.reads) return `\`${rule.reads}\` is ${values(rule.ok ?? SUCCESS_VALUES)}`;
  return 'any 2xx unless `status`/`success` is 0 or false';
}

export function failureText(rule: ReplyRule | undefined, text: Text): string {
  const parts = [
    rule?.refused
      ? `refused: ${quoted(text, rule.refused)}`
      : `refused: the server's message${rule?.fallback ? ` (else ${quoted(text, rule.fallback)})` : ''}`,
    rule?.failed ? `error reply: ${quoted(text, rule.failed)}` : "error reply: the server's message",
  ];
  if (rule?.offline) parts.push(`unreachable: ${quoted(text, rule.offline)}`);
  return parts.join('; ');
}

function successText(rule: ReplyRule | undefined, conventionKey: string | undefined, text: Text): string {
  if (rule?.success === 'server') {
    const fallback = conventionKey ? ` (else ${quoted(text, conventionKey)})` : '';
    return `the server's message${fallback}`;
  }
  if (rule?.success) return quoted(text, rule.success);
  if (conventionKey && text(conventionKey) !== undefined) return quoted(text, conventionKey);
  return '—';
}

const HOSTS: Record<string, string> = { api: 'API', weekly: 'weekly host' };

function rowsOf(name: string, endpoint: Endpoint<never, unknown>, success: string, text: Text): CallRow[] {
  const calls: readonly CallDescription[] =
    'run' in endpoint
      ? endpoint.calls
      : [
          {
            method: endpoint.method ?? (endpoint.body ? 'POST' : 'GET'),
            path: pathOf(endpoint),
            host: endpoint.host,
            reads: endpoint.reads ?? (endpoint.read as { reads?: string } | undefined)?.reads,
          },
        ];
  return calls.map((call) => ({
    call: name,
    method: call.method,
    host: HOSTS[call.host ?? 'api'] ?? String(call.host),
    path: call.path,
    reads: call.reads ?? endpoint.reads ?? '—',
    decides: decides(endpoint.reply),
    failure: failureText(endpoint.reply, text),
    success,
  }));
}

/** One row per platform call of every resource (its endpoints and actions), then the extra calls. */
export function callRows(
  resources: readonly AnyResource[],
  extra: readonly ExtraCall[],
  text: Text,
): CallRow[] {
  const rows: CallRow[] = [];
  for (const resource of resources) {
    const endpoints = endpointsOf(resource);
    for (const operation of ['list', 'getOne', 'create', 'update', 'delete'] as const) {
      const endpoint = endpoints[operation] as Endpoint<never, unknown> | undefined;
      if (!endpoint) continue;
      const outcome = OPERATION_TEXT[operation];
      const convention = outcome ? `resources.${resource.name}.notifications.${outcome}` : undefined;
      rows.push(
        ...rowsOf(
          `${resource.name}.${operation}`,
          endpoint,
          successText(endpoint.reply, convention, text),
          text,
        ),
      );
    }
    for (const [name, action] of Object.entries(resource.actions ?? {})) {
      const endpoint = action as Endpoint<never, unknown>;
      rows.push(
        ...rowsOf(`${resource.name}.${name}`, endpoint, successText(endpoint.reply, undefined, text), text),
      );
    }
  }
  for (const call of extra) {
    rows.push({
      call: call.name,
      method: call.method,
      host: HOSTS[call.host ?? 'api'] ?? String(call.host),
      path: call.path,
      reads: call.reads ?? '—',
      decides: decides(call.reply),
      failure: failureText(call.reply, text),
      success: successText(call.reply, undefined, text),
    });
  }
  return rows;
}

const cell = (value: string) => value.replaceAll('|', '\\|');

export function callTableMarkdown(rows: readonly CallRow[]): string {
  const header = [
    '# The platform calls',
    '',
    'Generated from the declarations (`src/resources/*`, `src/auth/accountApi.ts`) by',
    '`npm run docs:calls`; `tests/unit/scripts/lib/callTableSource.test.ts` fails when this file is out of date.',
    'The rule itself is `src/api/reply.ts`: a 2xx reply is a success unless it says `status` or',
    '`success` 0 or false, or, where the spec names the field a call reads, unless that field says',
    "otherwise. A non-2xx reply shows the server's message; a 401 also ends the session.",
    '',
    `${rows.length} calls.`,
    '',
    '| call | method | host | path | reads | success when | failure shows | success shows |',
    '|---|---|---|---|---|---|---|---|',
  ];
  const lines = rows.map(
    (row) =>
      `| ${[
        row.call,
        row.method,
        row.host,
        `\`${row.path}\``,
        row.reads,
        row.decides,
        row.failure,
        row.success,
      ]
        .map(cell)
        .join(' | ')} |`,
  );
  return `${[...header, ...lines].join('\n')}\n`;
}
