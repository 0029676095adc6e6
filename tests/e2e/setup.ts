import { failOnUnexpectedConsole } from './consoleGuard';

// Both browser projects (e2e, realapi): a test fails when a page it drove logged a console error
// or warning that no allow-list explains (tests/e2e/consoleGuard.ts).
failOnUnexpectedConsole();
