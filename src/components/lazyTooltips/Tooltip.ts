// `@mui/material/Tooltip` for react-admin's components in a production build (./vitePlugin.ts):
// they import its default export only.
export { LazyTooltip as default } from '../LazyTooltip';
