import { HttpResponse, http } from 'msw';
import { type HandlerContext, num, readJson, resolveMediaUrl } from '../../../mocks/handlers/http';
import { defineMock } from '../../../mocks/resourceMock';
import { feeds } from '.';

const positiveInt = (value: unknown, fallback: number) => {
  const n = Math.floor(num(value));
  return Number.isFinite(n) && n >= 1 ? n : fallback;
};

export function feedHandlers({ db, apiUrl }: HandlerContext) {
  return [
    // A mongoose-paginate style page of flagged feeds, newest first.
    http.post(`${apiUrl}/feed/getadminFeedList`, async ({ request }) => {
      const body = await readJson(request);
      const limit = Math.min(positiveInt(body.limit, 10), 100);
      const page = positiveInt(body.page, 1);
      const sorted = [...db.feeds].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const docs = sorted
        .slice((page - 1) * limit, page * limit)
        .map((feed) => ({ ...feed, url: resolveMediaUrl(apiUrl, feed.url) }));
      return HttpResponse.json({
        status: 1,
        data: { docs, totalDocs: sorted.length, limit, page, totalPages: Math.ceil(sorted.length / limit) },
      });
    }),
  ];
}

/** The mock platform's part for feeds: the platform's own calls, answered from the shared demo data. */
export const mock = defineMock({ resource: feeds, handlers: (context) => feedHandlers(context) });
