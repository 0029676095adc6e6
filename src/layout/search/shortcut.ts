/** Ctrl+K, or ⌘+K on Apple keyboards; Shift and Alt combinations are left to others. */
export const isSearchShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
