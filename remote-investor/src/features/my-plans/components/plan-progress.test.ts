import { middayOf, progressPercent } from './plan-progress';

describe('progressPercent', () => {
  it('is round(days left ÷ initial duration × 100)', () => {
    expect(progressPercent({ duration: 30, initial_duration: 30 })).toBe(100);
    expect(progressPercent({ duration: 12, initial_duration: 30 })).toBe(40);
    expect(progressPercent({ duration: 1, initial_duration: 3 })).toBe(33);
    expect(progressPercent({ duration: 2, initial_duration: 3 })).toBe(67);
    expect(progressPercent({ duration: 1, initial_duration: 200 })).toBe(1); // 0.5 rounds up
    expect(progressPercent({ duration: 0, initial_duration: 30 })).toBe(0);
  });

  it('stays within 0 to 100 and never divides by zero', () => {
    expect(progressPercent({ duration: 5, initial_duration: 0 })).toBe(0);
    expect(progressPercent({ duration: -2, initial_duration: 10 })).toBe(0);
    expect(progressPercent({ duration: 15, initial_duration: 10 })).toBe(100);
  });
});

describe('middayOf', () => {
  it('puts a UTC day at its noon, so every zone shows the same date', () => {
    expect(middayOf('2026-12-01')).toBe('2026-12-01T12:00:00Z');
  });
});
