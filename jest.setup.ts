import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import './jest.dialog.ts';

// CI machines are small and run every suite at once: a lazy route or a remote's first render can take
// longer than Testing Library's 1 s default without anything being wrong, so findBy/waitFor wait longer.
configure({ asyncUtilTimeout: 5000 });
