import { arrayAt, defineResource, recordOf } from '../../engine';
import { REFERENCE_CACHE_MS } from '../shared';
import type { BusinessType } from './record';

export const businessTypes = defineResource({
  name: 'businessTypes',
  record: recordOf<BusinessType>(),
  idField: 'id',
  endpoints: { list: { path: '/businessType/getBusinessWebType', read: arrayAt('data') } },
  fields: [{ source: 'name', kind: 'text' }],
  list: { search: ['name'], sort: { field: 'name', order: 'ASC' } },
  cacheMs: REFERENCE_CACHE_MS,
});
