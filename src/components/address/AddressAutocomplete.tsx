import { Autocomplete, TextField } from '@mui/material';
import { useContext, useEffect, useRef, useState } from 'react';
import { FieldTitle, InputHelperText, useInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useTranslate } from '../../i18n/useTranslate';
import type { GeocodeQuery, PlaceSuggestion } from '../maps/types';
import type { AddressInputProps } from './addressInputProps';
import { MapsLoaderContext } from './mapsLoader';

const DEBOUNCE_MS = 300;

/** The address input with a maps service behind it (used only when a key is configured). */
export const AddressAutocomplete = ({
  source,
  label,
  latitudeSource,
  longitudeSource,
  validate,
  helperText,
  resource,
}: AddressInputProps) => {
  const translate = useTranslate();
  const loadMaps = useContext(MapsLoaderContext);
  const { setValue, getValues } = useFormContext();
  const { id, field, fieldState, isRequired } = useInput({ source, resource, validate });
  const text = typeof field.value === 'string' ? field.value : '';
  const [options, setOptions] = useState<PlaceSuggestion[]>([]);
  const [searching, setSearching] = useState(false);
  const [query, setQuery] = useState<string>();
  // freeSolo hides the "no options" popup, so an empty search is told under the input instead.
  const [nothingFor, setNothingFor] = useState<string>();
  // The address whose coordinates the form holds, so leaving the field does not geocode it again.
  const located = useRef(text);
  /** Each look-up's number: only the latest may write coordinates. */
  const lookups = useRef(0);
  // The text whose look-up failed: its coordinates were cleared, and the field says so.
  const [unlocated, setUnlocated] = useState<string>();

  useEffect(() => {
    if (query === undefined || !query.trim()) return setOptions([]);
    let current = true;
    const timer = setTimeout(async () => {
      setSearching(true);
      try {
        const found = await (await loadMaps()).suggest(query);
        if (current) {
          setOptions(found);
          setNothingFor(found.length === 0 ? query : undefined);
        }
      } catch (error) {
        console.error('Address suggestions failed', error);
      } finally {
        if (current) setSearching(false);
      }
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, loadMaps]);

  const setCoordinates = (lat: unknown, lng: unknown) => {
    if (latitudeSource) setValue(latitudeSource, lat, { shouldDirty: true });
    if (longitudeSource) setValue(longitudeSource, lng, { shouldDirty: true });
  };

  /**
   * Looks the address up and writes its coordinates, only if it is still the latest look-up and
   * the field still holds that text (an answer for an earlier text is dropped). A failed look-up
   * clears the coordinates (they belonged to another address) and the field says so; the typed
   * address is kept either way (spec section 8: failures are logged).
   */
  const locate = async (where: GeocodeQuery, address: string) => {
    located.current = address;
    if (!latitudeSource && !longitudeSource) return;
    lookups.current += 1;
    const mine = lookups.current;
    const stillMine = () => mine === lookups.current && getValues(source) === address;
    let position: Awaited<ReturnType<Awaited<ReturnType<typeof loadMaps>>['geocode']>> | undefined;
    try {
      position = await (await loadMaps()).geocode(where);
    } catch (error) {
      console.error('Geocoding failed', error);
    }
    if (!stillMine()) return;
    if (position) {
      setUnlocated(undefined);
      setCoordinates(position.lat, position.lng);
    } else {
      setUnlocated(address);
      setCoordinates('', '');
    }
  };

  return (
    <Autocomplete<PlaceSuggestion, false, false, true>
      freeSolo
      fullWidth
      id={id}
      options={options}
      // The service already filtered; MUI must not filter again.
      filterOptions={(all) => all}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.label)}
      isOptionEqualToValue={(option, value) =>
        typeof value === 'string' ? option.label === value : option.placeId === value.placeId
      }
      inputValue={text}
      value={text || null}
      loading={searching}
      loadingText={translate('app.widgets.address.searching')}
      onInputChange={(_, value, reason) => {
        if (reason !== 'input' && reason !== 'clear') return;
        field.onChange(value);
        setQuery(value);
        // A look-up under way is for the text before: its answer no longer applies.
        lookups.current += 1;
      }}
      onChange={(_, option) => {
        if (option === null) return field.onChange('');
        const address = typeof option === 'string' ? option : option.label;
        field.onChange(address);
        setQuery(undefined);
        void locate(typeof option === 'string' ? { address } : { placeId: option.placeId }, address);
      }}
      onBlur={() => {
        field.onBlur();
        if (text.trim() && text !== located.current) void locate({ address: text }, text);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          margin="dense"
          autoComplete="street-address"
          label={<FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />}
          error={fieldState.invalid}
          helperText={
            <InputHelperText
              error={fieldState.error?.message}
              helperText={
                unlocated && unlocated === text
                  ? 'app.widgets.address.not_located'
                  : nothingFor && nothingFor === text
                    ? 'app.widgets.address.no_options'
                    : helperText
              }
            />
          }
        />
      )}
    />
  );
};
