import { FilterContext, FilterForm, SearchInput } from 'react-admin';
import { useTranslate } from '../../i18n/useTranslate';

/**
 * A list's search box: react-admin's filter form with its search input. Its own chunk
 * (./ListSearch.tsx loads it once the rows are shown): the form brings react-hook-form, which a
 * list's page then does not load before its rows.
 */
const SearchForm = ({ minWidth }: { minWidth: number }) => {
  const translate = useTranslate();
  const filters = [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      // Room for a few words in any language; the buttons beside it give way, not the search.
      sx={{ minWidth }}
      slotProps={{ htmlInput: { 'aria-label': translate('ra.action.search') } }}
    />,
  ];
  return (
    <FilterContext.Provider value={filters}>
      <FilterForm />
    </FilterContext.Provider>
  );
};

export default SearchForm;
