// The tests StrykerJS runs against each mutant of src/machines/ (stryker.config.json): the path tests of
// tests/model, in node, and their replays on the views (and a chart's relevant ui tests), in happy-dom. scripts/mutation.mjs (npm run test:mutants)
// mutates one chart at a time and names that chart's test files in MUTATION_TESTS, so each mutant runs only
// them (vitest's `related` misses test files whose chart is imported through a vi.mock). A test file that fails
// to load counts as a failed test (tests/mutation/load-failures-as-tests.ts).
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { LoadFailuresAsTests } from './tests/mutation/load-failures-as-tests';

const chosen = process.env.MUTATION_TESTS?.split(',').filter(Boolean) ?? ['tests/model/**/*.test.ts', 'tests/model/**/*.test.tsx'];

export default defineConfig({
  plugins: [react()],
  test: {
    reporters: ['default', new LoadFailuresAsTests()],
    projects: [
      { extends: true, test: { name: 'model', include: chosen.filter((f) => f.endsWith('.ts')), environment: 'node' } },
      // The ui project's 20 s (vite.config.ts): a replay on a busy machine passed 5 s in a dry run.
      { extends: true, test: { name: 'views', include: chosen.filter((f) => f.endsWith('.tsx')), environment: 'happy-dom', setupFiles: ['tests/ui/setup.ts'], testTimeout: 20_000 } },
    ],
  },
});
