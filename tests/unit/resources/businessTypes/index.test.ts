import { describe, expect, it } from 'vitest';
import { API, recording } from '../../engine/helpers';
import { mappingServer } from '../setup';

const { server, log, provider } = mappingServer();

describe('businessTypes mapping', () => {
  it('businessTypes: GET /businessType/getBusinessWebType reading data as {id, name}', async () => {
    server.use(
      recording(
        'get',
        `${API}/businessType/getBusinessWebType`,
        {
          status: 1,
          data: [
            { id: 'b2', name: 'Spa' },
            { id: 'b1', name: 'Bakery' },
          ],
        },
        log,
      ),
    );
    const { data } = await provider().getList('businessTypes', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'bak' },
    });
    expect(data).toEqual([{ id: 'b1', name: 'Bakery' }]);
  });
});
