import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A screen's first render loads its lazy route's code; on a busy two-core CI machine that alone can pass the
// default one second of `findBy…`, so waits get three seconds (a wait that is met returns at once).
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
});
