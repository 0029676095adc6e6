import { describe, expect, it } from 'vitest';
import { API, recording } from '../../engine/helpers';
import { coupon, fileInfo, mappingServer, page, platformHolds, png, previous } from '../setup';

const { server, log, provider } = mappingServer();

const mp4 = () => new File(['mp4'], 'clip.mp4', { type: 'video/mp4' });

describe('vendor coupons mapping', () => {
  it('lists with GET /coupons/viewAllCoupons reading data[]', async () => {
    server.use(recording('get', `${API}/coupons/viewAllCoupons`, { status: 1, data: [coupon] }, log));
    expect(await provider().getList('coupons', page())).toEqual({ data: [previous], total: 1 });
  });

  it('edits with multipart /coupons/editCoupons {id, title, description, discount, startDate, dateOfExpiration, status, image, videos}', async () => {
    server.use(
      recording(
        'post',
        `${API}/coupons/editCoupons`,
        { success: 1, message: 'coupon updated sucessfully' },
        log,
      ),
      platformHolds(`${API}/coupons/viewAllCoupons`, [coupon]),
    );
    const image = png();
    const videos = mp4();
    const data = {
      ...previous,
      title: 'Half off!',
      image: { rawFile: image, src: 'blob:x' },
      videos: { rawFile: videos },
    };
    await provider().update('coupons', { id: 'c1', data, previousData: previous });
    expect(log[0]?.path).toBe('/coupons/editCoupons');
    expect(log[0]?.form).toEqual({
      id: 'c1',
      title: 'Half off!',
      description: 'Half off lunch',
      discount: '50',
      startDate: '2026-11-21',
      dateOfExpiration: '2026-12-21',
      status: 'Published',
      image: fileInfo(image),
      videos: fileInfo(videos),
    });
  });

  it('leaves the files out when none was chosen, and says "something wrong" when success is not 1', async () => {
    server.use(
      recording('post', `${API}/coupons/editCoupons`, { success: 0 }, log),
      platformHolds(`${API}/coupons/viewAllCoupons`, [coupon]),
    );
    await expect(
      provider().update('coupons', { id: 'c1', data: previous, previousData: previous }),
    ).rejects.toMatchObject({
      message: 'app.errors.something_wrong',
    });
    expect(Object.keys(log[0]?.form ?? {})).toEqual([
      'id',
      'title',
      'description',
      'discount',
      'startDate',
      'dateOfExpiration',
      'status',
    ]);
  });

  it('deletes with POST /coupons/deleteCouponByAdmin/{id}', async () => {
    server.use(recording('post', `${API}/coupons/deleteCouponByAdmin/:id`, { status: 1 }, log));
    await provider().delete('coupons', { id: 'c1', previousData: previous });
    expect(log[0]).toEqual({ method: 'POST', path: '/coupons/deleteCouponByAdmin/c1' });
  });

  it('generates a description with GET /coupons/createNextEdit/{id} reading data.data', async () => {
    server.use(recording('get', `${API}/coupons/createNextEdit/:id`, { data: { data: 'Great deal!' } }, log));
    expect(await provider().generateDescription({ id: 'c1' })).toEqual({ data: 'Great deal!' });
    expect(log[0]).toEqual({ method: 'GET', path: '/coupons/createNextEdit/c1' });
    server.use(recording('get', `${API}/coupons/createNextEdit/:id`, { data: 'Plain' }, log));
    expect(await provider().generateDescription({ id: 'c1' })).toEqual({ data: 'Plain' });
    server.use(recording('get', `${API}/coupons/createNextEdit/:id`, { data: { nothing: 1 } }, log));
    await expect(provider().generateDescription({ id: 'c1' })).rejects.toMatchObject({
      message: 'app.errors.unexpected_reply',
    });
  });
});
