// Hand-written combobox, not MUI Autocomplete: Autocomplete sets aria-selected by value not highlight, spends the first Escape on its popup and in freeSolo lets Enter skip the auto-highlighted result.
import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Dialog,
  IconButton,
  LinearProgress,
  TextField,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useId, useRef } from 'react';
import { useLocaleState } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useTranslate } from '../../i18n/useTranslate';
import { ResultGroup } from './SearchResults';
import { type SearchSource, targetOf } from './searchable';
import { useActiveOption, useTypeAhead } from './useSearchKeys';
import { type Option, SOURCES, useSearchResults } from './useSearchResults';

export { PER_GROUP } from './useSearchResults';

export interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
  /** Kept by the app bar button, so reopening shows the last search. */
  query: string;
  onQueryChange: (query: string) => void;
}

/**
 * The app bar's search (Ctrl/⌘+K): one box over every declaration with `globalSearch`. A dialog
 * near the top of the screen (full screen on phones) holding a combobox: the focus stays in the
 * box, ↑/↓ move through the results (`aria-activedescendant`), Enter opens one, Escape closes.
 * Loaded on demand with the phone library; its lists and indexes only while it is open.
 */
export default function SearchDialog({ open, onClose, query, onQueryChange }: SearchDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const inputId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={`${inputId}-label`}
      sx={{ '& .MuiDialog-container': { alignItems: fullScreen ? 'stretch' : 'flex-start' } }}
      slotProps={{ paper: { sx: fullScreen ? undefined : { mt: '10vh', maxHeight: '75vh' } } }}
    >
      <SearchPanel inputId={inputId} query={query} onQueryChange={onQueryChange} onClose={onClose} />
    </Dialog>
  );
}

function SearchPanel({
  inputId,
  query,
  onQueryChange,
  onClose,
}: { inputId: string } & Omit<SearchDialogProps, 'open'>) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const baseId = useId();
  const listboxId = `${baseId}-results`;
  const inputRef = useRef<HTMLInputElement>(null);
  const { typed, needle, groups, options, loading, failed, total } = useSearchResults(query, baseId);

  const openOption = (option: Option) => {
    navigate(targetOf(option.source, option.hit.row, option.hit.field));
    onClose();
  };
  const { active, point, reset, onKeyDown } = useActiveOption(options, openOption);
  useTypeAhead(inputRef, onQueryChange);

  const pluralName = (source: SearchSource) => translate(`resources.${source.name}.name`, { smart_count: 2 });
  const scope = listOf(SOURCES.map(pluralName), locale);

  const announcement = !needle
    ? ''
    : loading > 0 && total === 0
      ? translate('app.search.loading')
      : total === 0
        ? translate('app.search.none', { query: typed.trim() })
        : translate('app.search.matches', { smart_count: total });

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, p: 2, pb: 1 }}>
        <TextField
          id={inputId}
          inputRef={inputRef}
          label={translate('app.search.open')}
          placeholder={translate('app.search.placeholder')}
          value={query}
          onChange={(event) => {
            onQueryChange(event.target.value);
            reset();
          }}
          onKeyDown={onKeyDown}
          autoFocus
          fullWidth
          autoComplete="off"
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-expanded': options.length > 0,
              'aria-controls': options.length > 0 ? listboxId : undefined,
              'aria-activedescendant': active?.id,
              'aria-autocomplete': 'list',
              'aria-describedby': `${baseId}-hint`,
              spellCheck: false,
              enterKeyHint: 'go',
            },
          }}
        />
        <IconButton onClick={onClose} aria-label={translate('ra.action.close')} sx={{ mt: 1 }}>
          <CloseIcon />
        </IconButton>
      </Box>
      {loading > 0 && <LinearProgress aria-hidden sx={{ mx: 2 }} />}
      <div role="status" style={visuallyHidden}>
        {announcement}
      </div>
      <Box sx={{ overflowY: 'auto', flex: 1, px: 1, pb: 1 }}>
        {failed.map((list) => (
          <Alert key={list.source.name} severity="warning" sx={{ mx: 1, mb: 1 }}>
            {translate('app.search.failed', { name: pluralName(list.source) })}
          </Alert>
        ))}
        {!needle && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 1, py: 1 }}>
            {translate('app.search.scope', { list: scope })}
          </Typography>
        )}
        {needle && total === 0 && loading === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 1, py: 1 }}>
            {translate('app.search.none', { query: typed.trim() })}
          </Typography>
        )}
        {options.length > 0 && (
          <Box role="listbox" id={listboxId} aria-labelledby={`${inputId}-label`}>
            {groups.map((group, at) => (
              <ResultGroup
                key={group.source.name}
                headingId={`${baseId}-group-${at}`}
                group={group}
                name={pluralName(group.source)}
                activeId={active?.id}
                onPoint={point}
                onOpen={openOption}
              />
            ))}
          </Box>
        )}
      </Box>
      <Typography
        id={`${baseId}-hint`}
        variant="caption"
        color="text.secondary"
        sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}
      >
        {translate('app.search.hint')}
      </Typography>
    </>
  );
}

function listOf(names: string[], locale: string): string {
  try {
    return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
  } catch {
    // A locale Intl does not know (the pseudo-locale's code).
    return names.join(', ');
  }
}
