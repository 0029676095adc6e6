// A Vitest reporter that runs beside the default one (scripts/test-all.mjs adds it): it writes
// test-results/flaky.json, the tests that passed only on a retry, each with its first error, and
// test-results/timing.json, each project's wall time and each test file's. `summaryLines` turns
// the two into the lines `npm test` prints before its closing count.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export default class TestRunReporter {
  constructor(options = {}) {
    this.outputDir = options.outputDir ?? process.env.TEST_RESULTS_DIR ?? 'test-results';
  }

  onInit(vitest) {
    this.root = vitest.config.root;
    this.flaky = [];
    this.files = [];
    this.projects = new Map();
  }

  file(moduleId) {
    return relative(this.root ?? process.cwd(), moduleId);
  }

  onTestModuleStart(testModule) {
    const now = Date.now();
    const name = testModule.project.name || 'default';
    const span = this.projects.get(name);
    if (span) span.start = Math.min(span.start, now);
    else this.projects.set(name, { start: now, end: now });
    this.started ??= new Map();
    this.started.set(testModule.moduleId, now);
  }

  onTestModuleEnd(testModule) {
    const now = Date.now();
    const name = testModule.project.name || 'default';
    const span = this.projects.get(name) ?? { start: now, end: now };
    span.end = Math.max(span.end, now);
    this.projects.set(name, span);
    const start = this.started?.get(testModule.moduleId) ?? now;
    this.files.push({ project: name, file: this.file(testModule.moduleId), ms: now - start });
  }

  onTestCaseResult(testCase) {
    const diagnostic = testCase.diagnostic();
    if (!diagnostic?.flaky) return;
    const error = testCase.result().errors?.[0];
    this.flaky.push({
      project: testCase.project.name || 'default',
      file: this.file(testCase.module.moduleId),
      name: testCase.fullName,
      retries: diagnostic.retryCount,
      firstError: error ? this.describe(error, testCase.module.moduleId) : '',
    });
  }

  /**
   * An error's first line, with what it is about when its text says so further down (a Playwright
   * timeout names its locator in a `- waiting for …` line) and the line of the test file it was
   * thrown at: enough to tell which step of a long test to read.
   */
  describe(error, moduleId) {
    const lines = String(error.message ?? error).split('\n');
    const waiting = lines
      .find((line) => /^\s*- waiting for /.test(line))
      ?.trim()
      .slice(2);
    const frame = error.stacks?.find((stack) => stack.file === moduleId);
    return [lines[0], waiting && `(${waiting})`, frame && `at ${this.file(frame.file)}:${frame.line}`]
      .filter(Boolean)
      .join(' ');
  }

  onTestRunEnd() {
    mkdirSync(this.outputDir, { recursive: true });
    writeFileSync(join(this.outputDir, 'flaky.json'), `${JSON.stringify(this.flaky, null, 2)}\n`);
    const projects = Object.fromEntries(
      [...this.projects].map(([name, span]) => [name, { ms: span.end - span.start }]),
    );
    const files = [...this.files].sort((a, b) => b.ms - a.ms);
    writeFileSync(join(this.outputDir, 'timing.json'), `${JSON.stringify({ projects, files }, null, 2)}\n`);
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The lines `npm test` prints from the two files: wall times, the ten slowest files, flaky tests. */
export function summaryLines({ timing, flaky }) {
  const lines = [];
  if (timing) {
    lines.push('wall time per project:');
    for (const [name, { ms }] of Object.entries(timing.projects)) lines.push(`  ${name}: ${seconds(ms)}`);
    lines.push('ten slowest test files:');
    for (const { project, file, ms } of timing.files.slice(0, 10)) {
      lines.push(`  ${seconds(ms).padStart(8)}  ${file} (${project})`);
    }
  }
  for (const test of flaky ?? []) {
    lines.push(
      `flaky: ${test.file} > ${test.name} (passed on retry ${test.retries}; first error: ${test.firstError})`,
    );
  }
  return lines;
}
