import { defineConfig } from 'vitest/config';

// The scale bench's own unit tests (not part of CI): `npx vitest run --config bench/scale/vitest.config.ts`.
export default defineConfig({ test: { include: ['bench/scale/**/*.test.ts'], environment: 'node' } });
