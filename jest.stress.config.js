// `npm run test:stress`: the long runs kept out of `npm test` (the 10,000-page extractor fuzz and the load test),
// with the server project's transform and set-up.
import base from './jest.config.js';

const server = base.projects.find((project) => project.displayName === 'server');

export default {
  reporters: base.reporters,
  projects: [
    {
      ...server,
      displayName: 'stress',
      testMatch: ['<rootDir>/tests/server/stress/**/*.stress.ts', '<rootDir>/tests/server/analysis/extract/extractor.fuzz.test.ts'],
    },
  ],
};
