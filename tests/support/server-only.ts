// Jest runs server modules outside Next, where the `server-only` marker would throw: it guards the
// browser bundle, which Jest never builds.
export {};
