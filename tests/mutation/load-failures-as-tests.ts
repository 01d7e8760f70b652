// A vitest reporter for mutation runs only (vitest.mutation.config.ts). A mutant that breaks a chart at import,
// or makes a test file throw while it collects its tests (a path graph that cannot be generated), leaves that
// file or suite failed with no test in it; StrykerJS's vitest runner (9.6.1) builds a mutant's result from the
// tests alone and would count it as survived (stryker-js issues 6150 and 6179). Each such file or suite gets
// one failed test carrying its error, so the mutant counts as killed.
import type { RunnerTask, RunnerTestCase, RunnerTestSuite } from 'vitest';
import { experimental_getRunnerTask, type Reporter, type TestModule } from 'vitest/node';

const hasTests = (suite: RunnerTestSuite): boolean => suite.tasks.some((t: RunnerTask) => t.type === 'test' || (t.type === 'suite' && hasTests(t)));

function markFailures(suite: RunnerTestSuite) {
  for (const task of suite.tasks) if (task.type === 'suite') markFailures(task);
  if (suite.result?.state !== 'fail' || hasTests(suite)) return;
  const name = 'loads and collects its tests';
  const failed: Omit<RunnerTestCase, 'context'> = {
    type: 'test',
    name,
    fullName: `${suite.fullName} ${name}`,
    fullTestName: name,
    id: `${suite.id}_load`,
    mode: 'run',
    file: suite.file,
    suite,
    timeout: 0,
    meta: {},
    annotations: [],
    artifacts: [],
    result: { state: 'fail', errors: suite.result.errors },
  };
  // The context is what a running test gets from vitest; nothing reads it once the run has ended.
  suite.tasks.push(failed as RunnerTestCase);
}

export class LoadFailuresAsTests implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    for (const module of testModules) markFailures(experimental_getRunnerTask(module));
  }
}
