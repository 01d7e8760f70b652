// The tests StrykerJS runs against each mutant of src/machines/ (npm run test:mutants, stryker.config.json):
// the path tests of tests/model (node) and their view replays plus the ui tests (jsdom). Stryker's `related`
// option narrows them to the files that import the mutated chart.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      { extends: true, test: { name: 'model', include: ['tests/model/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: { name: 'views', include: ['tests/model/**/*.test.tsx', 'tests/ui/**/*.test.tsx'], environment: 'jsdom', setupFiles: ['tests/ui/setup.ts'] },
      },
    ],
  },
});
