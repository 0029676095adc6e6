import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  AdminContext,
  CoreAdminUI,
  ResourceDefinitionContext,
  ResourceDefinitionContextProvider,
  type ResourceDefinitionContextValue,
  type ResourceDefinitions,
  testDataProvider,
  useResourceDefinitionContext,
} from 'react-admin';
import { describe, expect, it } from 'vitest';
import { fixedResourceDefinitions } from '../../../../src/engine/views/routes';
import { resourceElements } from '../../../../src/resources';

const seen: ResourceDefinitions[] = [];
/** Records each value of react-admin's resource definitions this layout is rendered with. */
const Layout = (_: { children: ReactNode }) => {
  const { definitions } = useResourceDefinitionContext();
  if (seen.at(-1) !== definitions) seen.push(definitions);
  return <p>{`${Object.keys(definitions).length} resources`}</p>;
};

const admin = (
  <CoreAdminUI layout={Layout} disableTelemetry>
    {resourceElements}
  </CoreAdminUI>
);

const renderAdmin = (fixed?: ResourceDefinitionContextValue) => {
  seen.length = 0;
  return render(
    <AdminContext dataProvider={testDataProvider()}>
      {fixed ? (
        <ResourceDefinitionContext.Provider value={fixed}>{admin}</ResourceDefinitionContext.Provider>
      ) : (
        // react-admin's own provider, as AdminContext has it.
        <ResourceDefinitionContextProvider>{admin}</ResourceDefinitionContextProvider>
      )}
    </AdminContext>,
  );
};

describe('fixedResourceDefinitions', () => {
  it('holds what react-admin registers from the first render: its registrations change nothing', async () => {
    const fixed = fixedResourceDefinitions(resourceElements);
    const { definitions } = fixed;
    const names = resourceElements.map((element) => element.props.name);
    expect(Object.keys(definitions)).toEqual(names);
    // What react-admin itself registers for each element.
    for (const element of resourceElements)
      expect(definitions[element.props.name]).toEqual({
        name: element.props.name,
        options: element.props.options,
        hasList: Boolean(element.props.list),
        hasCreate: Boolean(element.props.create),
        hasEdit: Boolean(element.props.edit),
        hasShow: false,
        icon: element.props.icon,
        recordRepresentation: element.props.recordRepresentation,
      });
    renderAdmin(fixed);
    await screen.findByText(`${names.length} resources`);
    // react-admin's router registers every <Resource> once mounted.
    await new Promise((done) => setTimeout(done, 50));
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBe(definitions);
  });

  it('(react-admin’s own provider makes a new value at each step, rendered again)', async () => {
    renderAdmin();
    await waitFor(() => expect(screen.getByText(`${resourceElements.length} resources`)).toBeTruthy());
    expect(seen.length).toBeGreaterThan(1);
  });
});
