import { http } from 'msw';
import { type HandlerContext, notFound } from './http';

/** Seeded video paths point here; the demo ships no media, so they are honest 404s. */
export function mediaHandlers({ apiUrl }: HandlerContext) {
  return [http.get(`${apiUrl}/media/*`, () => notFound('Media not available in the demo'))];
}
