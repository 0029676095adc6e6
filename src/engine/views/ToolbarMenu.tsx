import { Button, IconButton, Menu } from '@mui/material';
import { type MouseEvent, type ReactElement, type ReactNode, useId, useState } from 'react';

interface ToolbarMenuProps {
  /** The button's name (visible, or its aria-label and tooltip when `iconOnly`). */
  label: string;
  icon: ReactElement;
  /** An icon button (a phone's toolbar) rather than a labelled one. */
  iconOnly: boolean;
  disabled?: boolean;
  /** The menu's items; `close` closes the menu (call it before an item's work). */
  children: (close: () => void) => ReactNode;
}

/** A list toolbar's button that opens a menu under it, as the toolbar's other buttons look. */
export const ToolbarMenu = ({ label, icon, iconOnly, disabled, children }: ToolbarMenuProps) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const opener = {
    'aria-haspopup': 'menu' as const,
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': anchor ? ('true' as const) : undefined,
    disabled,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  };
  return (
    <>
      {iconOnly ? (
        <IconButton color="primary" aria-label={label} title={label} {...opener}>
          {icon}
        </IconButton>
      ) : (
        <Button size="small" startIcon={icon} {...opener}>
          {label}
        </Button>
      )}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {children(close)}
      </Menu>
    </>
  );
};
