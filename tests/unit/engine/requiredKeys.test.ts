import { describe, expect, it } from 'vitest';
import { defineResource } from '../../../src/engine';
import { requiredKeys } from '../../../src/engine/requiredKeys';
import english from '../../../src/i18n/english';
import { flattenMessages } from '../../../src/i18n/merge';
import { requiredMessageKeys } from '../../../src/pages/messageKeys';

describe('the message keys a declaration needs', () => {
  it('follow from its fields, route, capabilities and reply texts', () => {
    const promotions = defineResource<{ id: string; name: string; percent: number }>({
      name: 'promotions',
      route: '/Promotions',
      menuLabel: 'app.menu.promotions',
      menu: { group: 'more', order: 9 },
      endpoints: {
        list: { path: '/promotions/all' },
        create: { method: 'POST', path: '/promotions/add', reply: { refused: 'app.promotions.refused' } },
        delete: { method: 'GET', path: ({ id }) => `/promotions/remove/${id}` },
      },
      fields: [
        { source: 'name', kind: 'text' },
        { source: 'percent', kind: 'number', label: 'app.promotions.percent_label' },
      ],
    });
    expect(requiredKeys(promotions).sort()).toEqual(
      [
        'resources.promotions.name',
        'resources.promotions.fields.name',
        'app.promotions.percent_label',
        'app.menu.promotions',
        'resources.promotions.title',
        'resources.promotions.empty',
        'resources.promotions.create_title',
        'resources.promotions.action.create',
        'resources.promotions.action.submit',
        'resources.promotions.notifications.created',
        'resources.promotions.notifications.deleted',
        'resources.promotions.message.bulk_delete_title',
        'resources.promotions.message.bulk_delete_content',
        'app.promotions.refused',
      ].sort(),
    );
  });

  it('all exist in English for the console as declared (npm run i18n:check says which is missing)', () => {
    const messages = flattenMessages(english as Record<string, unknown>);
    const missing = requiredMessageKeys().filter(({ key }) => !(key in messages));
    expect(missing).toEqual([]);
    expect(requiredMessageKeys().length).toBeGreaterThan(100);
  });
});
