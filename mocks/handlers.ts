import type { HttpHandler } from 'msw';
import type { MockDb } from './db';
import { authHandlers } from './handlers/auth';
import type { HandlerContext } from './handlers/http';
import { mediaHandlers } from './handlers/media';
import { generatedHandlers } from './resourceMock';
import { resourceMocks } from './resourceMocks';

export interface HandlerOptions {
  /** Absolute API base including the version, e.g. 'http://api.test/v1'. */
  apiUrl: string;
  /** Absolute base of the weekly-data host, e.g. 'http://weekly.test'. */
  weeklyUrl: string;
  /** Pause before the AI description reply; default 400 ms in a browser, 0 under Node. */
  aiDelayMs?: number;
}

/** The calls that belong to no resource: the account calls and the media files. */
const AREAS = [authHandlers, mediaHandlers];

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** Every platform endpoint of SPEC section 7, answered from `db`. */
export function createHandlers(db: MockDb, options: HandlerOptions): HttpHandler[] {
  const context: HandlerContext = {
    db,
    apiUrl: trimSlash(options.apiUrl),
    weeklyUrl: trimSlash(options.weeklyUrl),
    aiDelayMs: options.aiDelayMs ?? (typeof window === 'undefined' ? 0 : 400),
  };
  // Each resource's own mock (src/resources/<name>/mock.ts): its handlers, or ones generated
  // from its declaration.
  const own = resourceMocks.flatMap(
    (mock) => mock.handlers?.(context) ?? generatedHandlers(mock.resource, context),
  );
  return [...AREAS.flatMap((area) => area(context)), ...own];
}
