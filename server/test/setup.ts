// Vitest setup for in-process server tests.
process.env.TZ = 'UTC';
