// MUI for react-admin's components in a production build: the same exports, with `Tooltip`
// mounted only when it is needed (../LazyTooltip.tsx; wired by ./vitePlugin.ts).
export * from '@mui/material';
export { LazyTooltip as Tooltip } from '../LazyTooltip';
