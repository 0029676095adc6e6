import { Box, Typography } from '@mui/material';
import { valueAt } from '../../engine/localQuery';
import { useTranslate } from '../../i18n/useTranslate';
import { labelKeyOf, representationOf } from './searchable';
import type { Hit } from './searchIndex';
import type { Group, Option } from './useSearchResults';

/**
 * The search's results as the listbox shows them: a group per resource (its icon, its name, how
 * many match), an option per record (its name, the matched field's label and value, the match in
 * <mark>). The pointer makes an option active and a click opens it; the keys are the box's.
 */
export function ResultGroup({
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
