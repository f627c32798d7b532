// Lists, at the end of a run, every journey that needed a retry (CI retries once): its title, how
// many attempts it took, how it ended and the first attempt's error, so a flaky journey is seen
// and fixed rather than passing quietly on its second try.
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const ERROR_LINES = 6;

function firstError(result: TestResult | undefined): string {
  const error = result?.errors[0] ?? result?.error;
  const text = stripVTControlCharacters(
    error?.message ?? error?.value ?? `${result?.status ?? 'unknown'} without an error message`,
  );
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  return lines.slice(0, ERROR_LINES).join('\n') + (lines.length > ERROR_LINES ? '\n…' : '');
}

export default class RetriesReporter implements Reporter {
  private readonly retried = new Set<TestCase>();

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.retry > 0) this.retried.add(test);
  }

  onEnd(): void {
    if (this.retried.size === 0) return;
    const lines = [
      `\n${this.retried.size === 1 ? '1 test' : `${this.retried.size} tests`} needed a retry:`,
    ];
    for (const test of this.retried) {
      const [, project, , ...titles] = test.titlePath();
      const where = `${relative(process.cwd(), test.location.file)}:${test.location.line}`;
      const attempts = test.results.length;
      const ending =
        test.outcome() === 'flaky'
          ? `passed on attempt ${attempts}`
          : `failed all ${attempts} attempts`;
      lines.push(`  ${project ? `[${project}] › ` : ''}${where} › ${titles.join(' › ')}`);
      lines.push(`    ${attempts} attempts, ${ending}; the first failed with:`);
      lines.push(
        ...firstError(test.results[0])
          .split('\n')
          .map((line) => `      ${line}`),
      );
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
