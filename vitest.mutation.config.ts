// The tests StrykerJS runs against each mutant of src/machines/ (npm run test:mutants, stryker.config.json):
// the path tests of tests/model, in node, and their replays on the views, in jsdom. Stryker's `related` option
// narrows them to the files that import the mutated chart. The views' replays run the charts' own actors
// against mocked services, so tests/ui is left out: on two cores every mutant would wait for it.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      { extends: true, test: { name: 'model', include: ['tests/model/**/*.test.ts'], environment: 'node' } },
      { extends: true, test: { name: 'views', include: ['tests/model/**/*.test.tsx'], environment: 'jsdom', setupFiles: ['tests/ui/setup.ts'] } },
    ],
  },
});
