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
import {
  type KeyboardEvent,
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocaleState } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useTranslate } from '../../i18n/useTranslate';
import { resources } from '../../resources/registry';
import { valueAt } from '../../schema/localQuery';
import { labelKeyOf, representationOf, type SearchSource, searchSources, targetOf } from './searchable';
import { type GroupResult, type Hit, needleOf, searchIndex } from './searchIndex';
import { takeTypeAhead } from './typeAhead';
import { useSearchLists } from './useSearchLists';

/** The declarations with `globalSearch`, in sidebar order. */
const SOURCES = searchSources(resources);
/** Rows shown per resource. */
export const PER_GROUP = 5;

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

interface Option {
  id: string;
  source: SearchSource;
  hit: Hit;
}

interface Group {
  source: SearchSource;
  result: GroupResult;
  options: Option[];
}

type E164Of = (typed: string) => string | undefined;

/**
 * The phone library (libphonenumber's metadata, shared with the phone input's chunk) loads beside
 * the dialog rather than before it: until it is there, a number is matched by its digits.
 */
function usePhoneLibrary(): E164Of | undefined {
  const [e164Of, setE164Of] = useState<E164Of>();
  useEffect(() => {
    let alive = true;
    import('./phoneNeedle').then(
      (module) => alive && setE164Of(() => module.e164Of),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, []);
  return e164Of;
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
  const lists = useSearchLists(SOURCES);
  // Typing stays immediate; the results follow in a render React may interrupt for the next key.
  const typed = useDeferredValue(query);
  const e164Of = usePhoneLibrary();
  const needle = useMemo(() => needleOf(typed, e164Of), [typed, e164Of]);

  const groups = useMemo((): Group[] => {
    if (!needle) return [];
    const found: Group[] = [];
    for (const list of lists) {
      if (list.status !== 'ready') continue;
      const result = searchIndex(list.index, needle, PER_GROUP);
      if (result.total === 0) continue;
      const options = result.hits.map((hit, at) => ({
        id: `${baseId}-${found.length}-${at}`,
        source: list.source,
        hit,
      }));
      found.push({ source: list.source, result, options });
    }
    return found;
  }, [needle, lists, baseId]);
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);

  const [activeId, setActiveId] = useState<string>();
  const activeIndex = Math.max(
    0,
    options.findIndex((option) => option.id === activeId),
  );
  const active = options[activeIndex];

  // The last search comes back selected: typing replaces it, arrows keep it. What was typed
  // since the search was asked for (its code may have been loading) replaces it, the caret after.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the box shows
  useLayoutEffect(() => {
    const ahead = takeTypeAhead();
    const input = inputRef.current;
    if (ahead === undefined) input?.select();
    else {
      onQueryChange(ahead);
      input?.focus();
      requestAnimationFrame(() => input?.setSelectionRange(ahead.length, ahead.length));
    }
  }, []);
  useEffect(() => {
    if (active) document.getElementById(active.id)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const openOption = (option: Option) => {
    navigate(targetOf(option.source, option.hit.row, option.hit.field));
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveId(options[(activeIndex + step + count) % count]!.id);
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      openOption(active);
    }
  };

  const loading = lists.filter((list) => list.status === 'loading').length;
  const failed = lists.filter((list) => list.status === 'failed');
  const total = groups.reduce((sum, group) => sum + group.result.total, 0);
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
            setActiveId(undefined);
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
                onPoint={setActiveId}
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

function ResultGroup({
  headingId,
  group,
  name,
  activeId,
  onPoint,
  onOpen,
}: {
  headingId: string;
  group: Group;
  name: string;
  activeId: string | undefined;
  onPoint: (id: string) => void;
  onOpen: (option: Option) => void;
}) {
  const translate = useTranslate();
  const Icon = group.source.resource.icon;
  return (
    <Box role="group" aria-labelledby={headingId} sx={{ mt: 1 }}>
      <Box
        role="presentation"
        id={headingId}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 0.5, color: 'text.secondary' }}
      >
        {Icon && (
          <Box component="span" aria-hidden sx={{ display: 'inline-flex', '& svg': { fontSize: 18 } }}>
            <Icon />
          </Box>
        )}
        <Typography component="span" variant="subtitle2" sx={{ color: 'text.primary' }}>
          {name}
        </Typography>
        <Typography component="span" variant="caption">
          {translate('app.search.matches', { smart_count: group.result.total })}
        </Typography>
      </Box>
      {group.options.map((option) => (
        <ResultOption
          key={option.id}
          option={option}
          active={option.id === activeId}
          onPoint={onPoint}
          onOpen={onOpen}
        />
      ))}
    </Box>
  );
}

function ResultOption({
  option,
  active,
  onPoint,
  onOpen,
}: {
  option: Option;
  active: boolean;
  onPoint: (id: string) => void;
  onOpen: (option: Option) => void;
}) {
  const translate = useTranslate();
  const { source, hit } = option;
  const name = representationOf(source, hit.row);
  const namedByField = source.resource.recordRepresentation === hit.field && name === hit.value;
  const labelOf = (field: string) => {
    const key = labelKeyOf(source, field);
    if (key !== undefined) return translate(key);
    return field === (source.resource.idField ?? '_id') || field === 'id'
      ? translate('app.search.record_id')
      : field;
  };
  // Matched on its name: the next searched field tells namesakes apart (two "Mateo Jones").
  const context = namedByField
    ? source.fields.text.find((field) => field !== hit.field && textAt(hit.row, field) !== '')
    : undefined;
  return (
    <Box
      role="option"
      id={option.id}
      aria-selected={active}
      onClick={() => onOpen(option)}
      onMouseMove={active ? undefined : () => onPoint(option.id)}
      sx={{
        px: 1.5,
        py: 0.75,
        borderRadius: 1,
        cursor: 'pointer',
        bgcolor: active ? 'action.selected' : undefined,
        outline: active ? '2px solid' : undefined,
        outlineColor: 'primary.main',
        outlineOffset: -2,
      }}
    >
      <Typography variant="body2" component="div" noWrap>
        {namedByField ? <Highlighted hit={hit} /> : name}
      </Typography>
      {(!namedByField || context) && (
        <Typography variant="caption" component="div" color="text.secondary" noWrap>
          <Box component="span" sx={{ fontWeight: 500, mr: 1 }}>
            {labelOf(context ?? hit.field)}
          </Box>
          {context ? textAt(hit.row, context) : <Highlighted hit={hit} />}
        </Typography>
      )}
    </Box>
  );
}

const textAt = (row: Hit['row'], field: string): string => {
  const value = valueAt(row, field);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

function listOf(names: string[], locale: string): string {
  try {
    return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
  } catch {
    // A locale Intl does not know (the pseudo-locale's code).
    return names.join(', ');
  }
}

/** The value with its matched part in <mark>. */
const Highlighted = ({ hit }: { hit: Hit }) =>
  hit.end > hit.start ? (
    <>
      {hit.value.slice(0, hit.start)}
      <mark>{hit.value.slice(hit.start, hit.end)}</mark>
      {hit.value.slice(hit.end)}
    </>
  ) : (
    hit.value
  );
