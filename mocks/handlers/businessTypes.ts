import { HttpResponse, http } from 'msw';
import type { HandlerContext } from './http';

export function businessTypesHandlers({ db, apiUrl }: HandlerContext) {
  return [
    http.get(`${apiUrl}/businessType/getBusinessWebType`, () =>
      HttpResponse.json({ status: 1, data: db.businessTypes }),
    ),
  ];
}
