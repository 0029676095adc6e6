import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddressInput, MapsLoaderContext, type MapsService } from '../../../../src/components';
import { config } from '../../../../src/config';
import { renderInForm } from '../render';

// Records whether the maps implementations were ever imported.
const imported = vi.hoisted(() => ({ browserMaps: 0, mockMaps: 0 }));
vi.mock('../../../../src/components/maps/browserMaps', async (importOriginal) => {
  imported.browserMaps += 1;
  return importOriginal();
});
vi.mock('../../../../src/components/maps/mockMaps', async (importOriginal) => {
  imported.mockMaps += 1;
  return importOriginal();
});

const loadMockMaps = async () => (await import('../../../../src/components/maps/mockMaps')).mockMaps;

const STORE = { id: 's1', businessAddress: '' };

function setup(service?: MapsService) {
  const loader = vi.fn(async () => service ?? loadMockMaps());
  const onSubmit = vi.fn();
  renderInForm(
    <MapsLoaderContext.Provider value={loader}>
      <AddressInput source="businessAddress" latitudeSource="latitude" longitudeSource="longitude" />
    </MapsLoaderContext.Provider>,
    { record: STORE, resource: 'stores', onSubmit },
  );
  return { loader, onSubmit };
}

const submitted = async (onSubmit: ReturnType<typeof vi.fn>) => {
  fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  return onSubmit.mock.calls[0]![0] as Record<string, unknown>;
};

describe('AddressInput without a maps key', () => {
  beforeEach(() => {
    config.mapsApiKey = '';
  });

  it('is a plain text input and loads no maps code', async () => {
    const { loader, onSubmit } = setup();
    const input = screen.getByRole('textbox', { name: /Business Address/ });
    await userEvent.type(input, '1 Any Road');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    const values = await submitted(onSubmit);
    expect(values.businessAddress).toBe('1 Any Road');
    expect(values.latitude).toBeUndefined();
    expect(loader).not.toHaveBeenCalled();
    expect(imported).toEqual({ browserMaps: 0, mockMaps: 0 });
  });
});

describe('AddressInput with a maps key', () => {
  beforeEach(() => {
    config.mapsApiKey = 'test-key';
  });
  afterEach(() => {
    config.mapsApiKey = '';
    vi.restoreAllMocks();
  });

  it('suggests addresses while typing; choosing one stores its label and geocoded coordinates', async () => {
    const geocode = vi.spyOn(await loadMockMaps(), 'geocode');
    const { onSubmit } = setup();
    const input = await screen.findByRole('combobox', { name: /Business Address/ }, { timeout: 5000 });
    await userEvent.type(input, 'market');
    const option = await screen.findByRole('option', {
      name: '250 Market Street, San Francisco, CA 94105, USA',
    });
    fireEvent.click(option);
    await waitFor(() => expect(geocode).toHaveBeenCalledWith({ placeId: 'mock-2' }));
    const values = await submitted(onSubmit);
    expect(values).toMatchObject({
      businessAddress: '250 Market Street, San Francisco, CA 94105, USA',
      latitude: 37.7925,
      longitude: -122.3989,
    });
  });

  it('says when nothing matches and keeps the typed text, geocoded by address on leaving', async () => {
    const geocode = vi.spyOn(await loadMockMaps(), 'geocode');
    const { onSubmit } = setup();
    const input = await screen.findByRole('combobox', { name: /Business Address/ }, { timeout: 5000 });
    await userEvent.type(input, '9 Elm Avenue Austin');
    await userEvent.tab();
    await waitFor(() => expect(geocode).toHaveBeenCalledWith({ address: '9 Elm Avenue Austin' }));
    const values = await submitted(onSubmit);
    expect(values).toMatchObject({
      businessAddress: '9 Elm Avenue Austin',
      latitude: 30.2711,
      longitude: -97.7437,
    });
  });

  it('shows "No matching address" for an unknown place', async () => {
    setup();
    const input = await screen.findByRole('combobox', { name: /Business Address/ }, { timeout: 5000 });
    await userEvent.type(input, 'zzzz nowhere');
    expect(await screen.findByText('No matching address')).toBeInTheDocument();
  });

  it('only logs suggestion and geocoding failures; the address is kept', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken: MapsService = {
      suggest: async () => Promise.reject(new Error('quota')),
      geocode: async () => Promise.reject(new Error('quota')),
    };
    const { onSubmit } = setup(broken);
    const input = await screen.findByRole('combobox', { name: /Business Address/ }, { timeout: 5000 });
    await userEvent.type(input, '12 Unknown Lane');
    await userEvent.tab();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Geocoding failed', expect.any(Error)));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Address suggestions failed', expect.any(Error)));
    const values = await submitted(onSubmit);
    expect(values.businessAddress).toBe('12 Unknown Lane');
    // A failed look-up leaves no coordinates (of an earlier address, say), and the field says so.
    expect(values.latitude || undefined).toBeUndefined();
    expect(
      screen.getByText('The address could not be located: it will be saved without coordinates.'),
    ).toBeInTheDocument();
  });

  it('an address changed while its look-up is in flight ends with the coordinates of the new text', async () => {
    const answers = new Map<string, (position: { lat: number; lng: number }) => void>();
    const slow: MapsService = {
      suggest: async () => [],
      geocode: (where) =>
        new Promise((resolve) => answers.set('address' in where ? String(where.address) : '', resolve)),
    };
    const { onSubmit } = setup(slow);
    const input = await screen.findByRole('combobox', { name: /Business Address/ }, { timeout: 5000 });
    await userEvent.type(input, '1 First Street');
    await userEvent.tab();
    await waitFor(() => expect(answers.has('1 First Street')).toBe(true));
    await userEvent.clear(input);
    await userEvent.type(input, '2 Second Street');
    await userEvent.tab();
    await waitFor(() => expect(answers.has('2 Second Street')).toBe(true));
    // The second answer comes first, the first one after it: the first must be dropped.
    answers.get('2 Second Street')!({ lat: 2, lng: 22 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    answers.get('1 First Street')!({ lat: 1, lng: 11 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const values = await submitted(onSubmit);
    expect(values).toMatchObject({ businessAddress: '2 Second Street', latitude: 2, longitude: 22 });
  });
});

describe('mockMaps', () => {
  it('matches every word and geocodes by place id or address', async () => {
    const mockMaps = await loadMockMaps();
    expect(await mockMaps.suggest('lake chicago')).toEqual([
      { placeId: 'mock-4', label: '77 Lake Shore Drive, Chicago, IL 60611, USA' },
    ]);
    expect(await mockMaps.suggest('  ')).toEqual([]);
    expect(await mockMaps.geocode({ placeId: 'mock-6' })).toEqual({ lat: 40.7155, lng: -74.0059 });
    expect(await mockMaps.geocode({ address: 'nowhere at all' })).toBeUndefined();
  });
});
