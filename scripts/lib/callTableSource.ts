import { ACCOUNT_CALLS } from '../../src/auth/accountApi';
import { callRows, callTableMarkdown } from '../../src/engine/callTable';
import english from '../../src/i18n/english';
import { flattenMessages } from '../../src/i18n/merge';
import { resources } from '../../src/resources/registry';

/** docs/api-calls.md as the declarations say it should read (see callTable.ts). */
export function currentCallTable(): string {
  const texts = flattenMessages(english as Record<string, unknown>);
  const extra = Object.entries(ACCOUNT_CALLS).map(([name, call]) => ({
    name: `auth.${name}`,
    method: call.method,
    path: call.path,
    reads: call.reads,
    reply: 'reply' in call ? call.reply : undefined,
  }));
  return callTableMarkdown(callRows(resources, extra, (key) => texts[key]));
}
