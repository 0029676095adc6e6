/**
 * One session for every tab of the console (issue: a logout in one tab left the others signed
 * in). A tab that ends the session (a deliberate logout, or a 401) or starts one tells the
 * others on a BroadcastChannel; a channel does not hear its own messages.
 */
export type SessionEvent =
  | { type: 'ended'; reason: 'logout' | 'expired'; username: string }
  | { type: 'signedIn'; username: string };

const CHANNEL = 'console:session';
let channel: BroadcastChannel | undefined;

function channelOf(): BroadcastChannel | undefined {
  if (!channel && typeof BroadcastChannel !== 'undefined') channel = new BroadcastChannel(CHANNEL);
  return channel;
}

/** Tells the console's other tabs. */
export function announceSession(event: SessionEvent): void {
  channelOf()?.postMessage(event);
}

/** Listens to the other tabs; returns the unsubscribe function. */
export function onOtherTabs(listener: (event: SessionEvent) => void): () => void {
  const target = channelOf();
  if (!target) return () => undefined;
  const onMessage = (message: MessageEvent<SessionEvent>) => listener(message.data);
  target.addEventListener('message', onMessage);
  return () => target.removeEventListener('message', onMessage);
}
