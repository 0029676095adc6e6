import { useTranslate as useReactAdminTranslate } from 'react-admin';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { MessageKey } from '../../../src/i18n/english';
import { type TypedTranslate, useTranslate } from '../../../src/i18n/useTranslate';

/**
 * Message keys are checked by the compiler (`npm run typecheck`): the @ts-expect-error lines
 * below fail the typecheck the day a misspelt key is accepted again.
 */
declare const translate: TypedTranslate;
declare const resourceName: string;
declare const counter: 'totalAgents' | 'totalBusiness';
declare const label: string;

const typeOnly = () => {
  translate('app.menu.users');
  translate('ra.action.save');
  translate(`app.dashboard.${counter}`);
  translate(`resources.${resourceName}.title`);
  translate(label);
  // @ts-expect-error a misspelt literal key
  translate('app.menu.userz');
  // @ts-expect-error a template that matches no key
  translate(`resources.${resourceName}.titel`);
  // @ts-expect-error a key of another tree
  translate('app.dashboard.totalAgentz');
};

describe('typed message keys', () => {
  it('is react-admin’s own hook at run time', () => {
    expect(useTranslate).toBe(useReactAdminTranslate);
    expect(typeOnly).toBeTypeOf('function');
  });

  it('derives MessageKey from the English JSON files', () => {
    expectTypeOf<'app.menu.users'>().toExtend<MessageKey>();
    expectTypeOf<'ra.sort.sort_by'>().toExtend<MessageKey>();
    expectTypeOf<'app.menu.nothing'>().not.toExtend<MessageKey>();
  });
});
