import { type KeyboardEvent, type RefObject, useEffect, useLayoutEffect, useState } from 'react';
import { takeTypeAhead } from './typeAhead';
import type { Option } from './useSearchResults';

/**
 * The combobox's active option (`aria-activedescendant`): the first by default, ↑/↓ move it (round
 * from one end to the other), Enter opens it. The focus stays in the box all along.
 */
export function useActiveOption(options: readonly Option[], onOpen: (option: Option) => void) {
  const [activeId, setActiveId] = useState<string>();
  const activeIndex = Math.max(
    0,
    options.findIndex((option) => option.id === activeId),
  );
  const active = options[activeIndex];

  useEffect(() => {
    if (active) document.getElementById(active.id)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

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
      onOpen(active);
    }
  };

  return {
    active,
    /** The pointer is on an option: it becomes the active one. */
    point: setActiveId,
    /** The query changed: the first option is the active one again. */
    reset: () => setActiveId(undefined),
    onKeyDown,
  };
}

/**
 * When the box shows: the last search comes back selected (typing replaces it, arrows keep it);
 * what was typed since the search was asked for (its code may have been loading) replaces it,
 * the caret after.
 */
export function useTypeAhead(
  input: RefObject<HTMLInputElement | null>,
  onQueryChange: (query: string) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the box shows
  useLayoutEffect(() => {
    const ahead = takeTypeAhead();
    const box = input.current;
    if (ahead === undefined) box?.select();
    else {
      onQueryChange(ahead);
      box?.focus();
      requestAnimationFrame(() => box?.setSelectionRange(ahead.length, ahead.length));
    }
  }, []);
}
