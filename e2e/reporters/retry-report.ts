import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** A test that failed this many attempts in a row before passing fails the run all the same. */
const RETRIES_IN_A_ROW_THAT_FAIL = 2;

/**
 * Flaky tests are not retried into green silently: every test that needed a retry is listed at the
 * end of the run with its attempts, and one that needed two retries in a row (failed twice, passed
 * the third time) fails the run, because a test that fails two times out of three is broken, not
 * unlucky. A test that failed every attempt fails the run as always.
 */
export default class RetryReport implements Reporter {
  private readonly attempts = new Map<TestCase, TestResult['status'][]>();

  onTestEnd(test: TestCase, result: TestResult) {
    this.attempts.set(test, [...(this.attempts.get(test) ?? []), result.status]);
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    const retried = [...this.attempts].filter(([, statuses]) => statuses.length > 1 && statuses.at(-1) === 'passed');
    if (retried.length === 0) return undefined;
    const name = (test: TestCase) => `[${test.parent.project()?.name ?? ''}] ${test.titlePath().slice(2).join(' › ')}`;
    const lines = retried.map(([test, statuses]) => `  ${name(test)}: ${statuses.join(' -> ')}`);
    console.log(`\n${retried.length} test(s) passed only after a retry:\n${lines.join('\n')}`);
    const broken = retried.filter(([, statuses]) => statuses.length - 1 >= RETRIES_IN_A_ROW_THAT_FAIL);
    if (broken.length === 0) return undefined;
    console.log(`\nFailing the run: ${broken.map(([test]) => name(test)).join('; ')} needed ${RETRIES_IN_A_ROW_THAT_FAIL} retries in a row.`);
    return { status: result.status === 'passed' ? 'failed' : result.status };
  }
}
