// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { BusinessType } from '../../../../src/resources/businessTypes/record';
import { get, type ListReply, useMockServer } from '../../mocks/support';

describe('business types', () => {
  useMockServer();
  it('lists id/name pairs under data', async () => {
    const { body } = await get<ListReply<BusinessType>>('/businessType/getBusinessWebType');
    expect(body.data.length).toBeGreaterThanOrEqual(10);
    expect(body.data[0]).toEqual({ id: '1', name: 'Restaurant' });
  });
});
