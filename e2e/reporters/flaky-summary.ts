import type { Reporter, TestCase } from "@playwright/test/reporter";

/**
 * Names the tests that passed only on a retry (CI retries once), so a flaky test is seen and fixed
 * instead of hiding behind a green run.
 */
export default class FlakySummaryReporter implements Reporter {
  private readonly flaky = new Map<string, TestCase>();

  onTestEnd(test: TestCase): void {
    // Called once per attempt: the outcome is final after the last one.
    if (test.outcome() === "flaky") this.flaky.set(test.id, test);
    else this.flaky.delete(test.id);
  }

  onEnd(): void {
    if (this.flaky.size === 0) {
      console.log("\nNo test needed a retry.");
      return;
    }
    console.log(`\n${this.flaky.size} flaky test(s) passed only on a retry:`);
    for (const test of this.flaky.values()) {
      const [, project, ...titles] = test.titlePath();
      console.log(`  [${project}] ${titles.join(" › ")} (${test.location.file.split("/e2e/").pop()}:${test.location.line})`);
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
