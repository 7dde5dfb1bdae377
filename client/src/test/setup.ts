import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Server-rendering tests run without a browser environment.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
