import SearchIcon from '@mui/icons-material/Search';
import { Box, InputAdornment, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useListContext } from 'react-admin';
import { useTranslate } from '../../i18n/useTranslate';
import { lazyScreen } from './lazyScreen';

/** The search box's least width (px): a long language once squeezed it to 90 px. */
const SEARCH_MIN_WIDTH = 200;

/**
 * The search box until its form's code has come: the same box at the same place and size
 * (react-admin's filter form and search input, their rules copied), disabled, so that nothing
 * moves when the real one takes its place and nothing typed is dropped.
 */
const SearchStandIn = () => {
  const translate = useTranslate();
  const label = translate('ra.action.search');
  return (
    <Box
      component="form"
      noValidate
      className="RaFilterForm-root"
      sx={(theme) => ({
        display: 'flex',
        flex: '0 1 auto',
        [theme.breakpoints.down('sm')]: { width: '100%' },
        [theme.breakpoints.up('sm')]: { minHeight: theme.spacing(8) },
        [theme.breakpoints.up('md')]: { flex: '0 1 100%' },
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        padding: `0 0 ${theme.spacing(0.5)} 0`,
      })}
    >
      <Box
        sx={(theme) => ({
          display: 'flex',
          alignItems: 'flex-end',
          [theme.breakpoints.down('sm')]: { width: '100%' },
        })}
      >
        <TextField
          hiddenLabel
          disabled
          size="small"
          placeholder={label}
          sx={{ minWidth: SEARCH_MIN_WIDTH, '&.MuiFormControl-root': { mt: 1 } }}
          slotProps={{
            htmlInput: { 'aria-label': label },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <SearchIcon color="disabled" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Box sx={{ width: (theme) => theme.spacing(2) }} />
      </Box>
    </Box>
  );
};

const SearchForm = lazyScreen(() => import('./SearchForm'), <SearchStandIn />);

/**
 * A list's search: its form's code is asked for once the list's first read has settled (its rows
 * are on screen by then), not beside them; until it comes, a stand-in of the same size.
 */
export const ListSearch = () => {
  const { isPending, error } = useListContext();
  const settled = !isPending || Boolean(error);
  const [wanted, want] = useState(settled);
  useEffect(() => {
    if (settled) want(true);
  }, [settled]);
  return wanted ? <SearchForm minWidth={SEARCH_MIN_WIDTH} /> : <SearchStandIn />;
};
