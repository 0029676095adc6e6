import CancelIcon from '@mui/icons-material/Cancel';
import {
  Autocomplete,
  IconButton,
  ListItem,
  ListItemButton,
  ListItemText,
  List as MuiList,
  TextField,
} from '@mui/material';
import type { ReactNode } from 'react';
import { FilterListSection, useListFilterContext } from 'react-admin';
import { useTranslate } from '../../i18n/useTranslate';

/** One value a filter can pick: the value, and its label (a message key, or the records' text). */
export type Choice = { id: string; name: string };

/** Beyond this many choices a filter is a searchable box, not a list of items. */
const MAX_LISTED = 8;

const sameValue = (a: unknown, b: unknown) => a !== undefined && String(a) === String(b);

// Not react-admin's FilterListItem: its remove button has no name and its state no aria-pressed.
/** One value to filter by, as FilterListItem looks; the other filters stay. */
const ValueItem = ({
  source,
  value,
  label,
  fromData,
}: {
  source: string;
  value: unknown;
  label: string;
  /** A value of the records (a role, a vendor's name), shown as the platform holds it. */
  fromData?: boolean;
}) => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListFilterContext();
  const selected = sameValue(filterValues[source], value);
  const { [source]: _removed, ...others } = filterValues;
  const toggle = () => setFilters(selected ? others : { ...others, [source]: value });
  return (
    <ListItem
      disablePadding
      secondaryAction={
        selected ? (
          <IconButton
            size="small"
            aria-label={translate('app.filters.remove', { name: label })}
            onClick={() => setFilters(others)}
          >
            <CancelIcon fontSize="small" />
          </IconButton>
        ) : null
      }
    >
      <ListItemButton dense selected={selected} aria-pressed={selected} onClick={toggle}>
        <ListItemText primary={label} data-user-content={fromData ? '' : undefined} />
      </ListItemButton>
    </ListItem>
  );
};

/** A section with a heading that also names its group for screen readers. */
export const Section = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <FilterListSection label={label} icon={null} role="group" aria-label={translate(label)}>
      {children}
    </FilterListSection>
  );
};

export interface ChoiceFilterProps {
  source: string;
  label: string;
  choices: Choice[];
  /** The choices are the records' own values (not message keys). */
  fromData?: boolean;
  /** Choices that load when the box opens (a list the platform pages: reading it all costs calls). */
  onOpen?: () => void;
  loading?: boolean;
}

/** Few choices: items to click; many (or loaded on demand): a box to type in. */
export const ChoiceFilter = ({ source, label, choices, fromData, onOpen, loading }: ChoiceFilterProps) => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListFilterContext();
  if (!onOpen && choices.length <= MAX_LISTED) {
    return (
      <Section label={label}>
        <MuiList dense disablePadding>
          {choices.map((choice) => (
            <ValueItem
              key={choice.id}
              source={source}
              value={choice.id}
              label={fromData ? choice.name : translate(choice.name, { _: choice.name })}
              fromData={fromData}
            />
          ))}
        </MuiList>
      </Section>
    );
  }
  const selected = filterValues[source];
  const current =
    choices.find((choice) => sameValue(selected, choice.id)) ??
    (selected === undefined ? null : { id: String(selected), name: String(selected) });
  return (
    <Section label={label}>
      <Autocomplete
        size="small"
        options={choices}
        value={current}
        onOpen={onOpen}
        loading={loading}
        loadingText={translate('ra.page.loading')}
        noOptionsText={translate('ra.navigation.no_results')}
        openText={translate('ra.action.open')}
        closeText={translate('ra.action.close')}
        clearText={translate('ra.action.clear_input_value')}
        getOptionLabel={(choice) => (fromData ? choice.name : translate(choice.name, { _: choice.name }))}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_event, choice) => {
          const { [source]: _removed, ...rest } = filterValues;
          setFilters(choice ? { ...rest, [source]: choice.id } : rest);
        }}
        renderInput={(params) => <TextField {...params} label={translate(label)} />}
        sx={{ mt: 1 }}
      />
    </Section>
  );
};
