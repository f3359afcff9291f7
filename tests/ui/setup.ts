// Shared set-up for the UI project: the role mode is a build-time constant in the app.
(globalThis as Record<string, unknown>).__ROLE_MODE__ = 'agent';

// A screen loads its page lazily, as in the browser; on a busy two-core machine the import alone can take
// longer than Testing Library's default 1 s, so `findBy…` and `waitFor` wait as a person would.
import { configure } from '@testing-library/react';
configure({ asyncUtilTimeout: 5_000 });
