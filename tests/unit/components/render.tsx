import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  AdminContext,
  type DataProvider,
  Form,
  Notification,
  type RaRecord,
  RecordContextProvider,
  ResourceContextProvider,
  SaveButton,
  testDataProvider,
} from 'react-admin';
import { i18nProvider } from '../../../src/i18n';

export interface RenderFormOptions {
  record?: Partial<RaRecord>;
  /** Methods of the fake data provider (standard ones and custom ones like generateDescription). */
  dataProvider?: object;
  resource?: string;
  onSubmit?: (values: Record<string, unknown>) => void;
}

/** Renders children inside the app's real i18n, a react-admin form and the notification area. */
export function renderInForm(children: ReactNode, options: RenderFormOptions = {}) {
  const { record, dataProvider = {}, resource = 'coupons', onSubmit = () => undefined } = options;
  return render(
    <AdminContext
      dataProvider={testDataProvider(dataProvider as Partial<DataProvider>)}
      i18nProvider={i18nProvider}
    >
      <ResourceContextProvider value={resource}>
        <Form record={record as RaRecord | undefined} onSubmit={onSubmit} noValidate>
          {children}
          <SaveButton alwaysEnable />
        </Form>
      </ResourceContextProvider>
      <Notification />
    </AdminContext>,
  );
}

/** Renders fields with a record in context, the real i18n and the notification area. */
export function renderWithRecord(children: ReactNode, record: Partial<RaRecord>, resource = 'agents') {
  return render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <ResourceContextProvider value={resource}>
        <RecordContextProvider value={record as RaRecord}>{children}</RecordContextProvider>
      </ResourceContextProvider>
      <Notification />
    </AdminContext>,
  );
}
