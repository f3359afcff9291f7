// Shared set-up for the UI project: the role mode is a build-time constant in the app.
(globalThis as Record<string, unknown>).__ROLE_MODE__ = 'agent';
